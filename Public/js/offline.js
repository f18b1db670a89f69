// Larder offline: the changes a phone makes to the shopping list without the network, kept in
// IndexedDB, each with the list's version it was made on, until they are sent. The page sends
// them when the network returns or at its next load; the service worker sends them through
// Background Sync where the browser has it. Both load this file, so it is written once.
"use strict";

self.larderOffline = (() => {
  const NAME = "larder-offline";
  const CHANGES = "changes";
  const REPORTS = "reports";
  // The server takes at most this many changes a request (OfflineShoppingChange.maximumBatch).
  const BATCH = 500;

  const opened = () => new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      // In the order they were made (`seq`), found by whose they are.
      db.createObjectStore(CHANGES, { keyPath: "seq", autoIncrement: true }).createIndex("person", "person");
      db.createObjectStore(REPORTS, { autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

  // Runs `body` in one transaction; resolves with what it returned once the transaction commits.
  async function transact(stores, mode, body) {
    const db = await opened();
    return new Promise((resolve, reject) => {
      const tx = db.transaction(stores, mode);
      let result;
      body(tx, (value) => { result = value; });
      tx.oncomplete = () => { db.close(); resolve(result); };
      tx.onerror = tx.onabort = () => { db.close(); reject(tx.error); };
    });
  }

  const uuid = () => (self.crypto.randomUUID ? self.crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) => (c ^ (self.crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (c / 4)))).toString(16)));

  // Keeps a change: { person, token, kind: "tick" | "untick" | "add", item, text, version }.
  // An added item's id is the change's own, so the page can show it before it is sent.
  const keep = (change) => transact([CHANGES], "readwrite", (tx, done) => {
    const record = Object.assign({ id: uuid(), made: Date.now() }, change);
    tx.objectStore(CHANGES).add(record);
    done(record);
  });

  // The person's changes not yet sent, oldest first.
  const pending = (person) => transact([CHANGES], "readonly", (tx, done) => {
    tx.objectStore(CHANGES).index("person").getAll(person).onsuccess = (event) => done(event.target.result);
  });

  const remove = (records) => transact([CHANGES], "readwrite", (tx) => {
    for (const record of records) tx.objectStore(CHANGES).delete(record.seq);
  });

  // Drops the person's changes unsent: only when they sign out and say so.
  const forget = async (person) => remove(await pending(person));

  // Sends the person's changes, in turns of BATCH, with the freshest form token there is.
  // Resolves with the server's word on each ({ id, outcome, message }); rejects, keeping what
  // was not sent, when the network or the session fails.
  async function send(person, token) {
    const reports = [];
    for (;;) {
      const records = (await pending(person)).slice(0, BATCH);
      if (records.length === 0) return reports;
      const body = new URLSearchParams();
      body.set("_csrf", token || records[records.length - 1].token);
      body.set("changes", JSON.stringify(records.map((r) => ({ id: r.id, kind: r.kind, item: r.item || null, text: r.text, version: r.version }))));
      const response = await fetch("/shopping/offline-changes", { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
      // A 400 is a batch the server can never read: it is dropped, and said to be.
      if (response.status === 400) {
        await remove(records);
        reports.push({ outcome: "refused", message: (await response.text()).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, 300) });
        continue;
      }
      if (!response.ok) throw new Error(`offline changes: ${response.status}`);
      const answer = await response.json();
      await remove(records);
      reports.push(...answer.changes);
    }
  }

  // Every person's changes, as the service worker sends them: what the server said that a
  // person must hear is kept for the page to show. Resolves with how many were sent.
  async function sendAll() {
    const people = await transact([CHANGES], "readonly", (tx, done) => {
      tx.objectStore(CHANGES).getAll().onsuccess = (event) => done([...new Set(event.target.result.map((r) => r.person))]);
    });
    let sent = 0;
    for (const person of people) {
      const reports = await send(person);
      sent += reports.length;
      const words = reports.filter((r) => r.message).map((r) => ({ person, message: r.message }));
      if (words.length) await transact([REPORTS], "readwrite", (tx) => { for (const w of words) tx.objectStore(REPORTS).add(w); });
    }
    return sent;
  }

  // The words the service worker kept for the person, taken once.
  const takeReports = (person) => transact([REPORTS], "readwrite", (tx, done) => {
    const store = tx.objectStore(REPORTS);
    const taken = [];
    store.openCursor().onsuccess = (event) => {
      const cursor = event.target.result;
      if (!cursor) { done(taken); return; }
      if (cursor.value.person === person) { taken.push(cursor.value.message); cursor.delete(); }
      cursor.continue();
    };
  });

  // One sender at a time, across the pages and the worker, where the browser can say so.
  const alone = (work) => (self.navigator.locks ? self.navigator.locks.request("larder-offline-send", work) : work());

  // What the service worker keeps (sw.js): one cache of pages for one person at a time, named
  // PAGES and their key; read here too, by the offline page.
  const PAGES = "larder-pages-";
  const RECIPE = /^\/recipes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  // The kept pages' cache, or null when nothing is kept.
  async function keptPages() {
    const name = (await caches.keys()).find((n) => n.startsWith(PAGES));
    return name ? caches.open(name) : null;
  }

  // The recipes kept (not their servings), each { path, title }, by title.
  async function keptRecipes() {
    const pages = await keptPages();
    const kept = [];
    for (const request of pages ? await pages.keys() : []) {
      const url = new URL(request.url);
      if (!RECIPE.test(url.pathname) || url.search) continue;
      const title = (await pages.match(request)).headers.get("X-Larder-Title");
      kept.push({ path: url.pathname, title: decodeURIComponent(title || url.pathname).replace(/ · Larder$/, "") });
    }
    return kept.sort((a, b) => a.title.localeCompare(b.title));
  }

  return { keep, pending, forget, send: (person, token) => alone(() => send(person, token)), sendAll: () => alone(sendAll), takeReports,
           PAGES, RECIPE, keptPages, keptRecipes };
})();
