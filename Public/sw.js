// Larder's service worker (served at /sw.js, stamped with its build): keeps, for the person
// signed in on this phone, the shopping list, the planned week with each planned recipe, the
// recipes opened in the last 14 days, and the pages' files, so that they open without the
// network. Pages always come from the network first; a kept copy is shown only when the network
// fails, and says so. It never keeps the API, health checks, exports, event streams, another
// origin's pages, or anything sent with `Cache-Control: no-store`.
"use strict";

importScripts("/js/offline.js");

const BUILD = "__BUILD__";
// The files every page uses, and the offline page: one copy per build.
const SHELL = `larder-shell-${BUILD}`;
const SHELL_FILES = ["/css/larder.css", "/js/larder.js", "/js/offline.js", "/js/strings/en.js", "/js/strings/de.js",
  "/js/strings/fr.js", "/js/strings/es.js", "/icons/favicon.svg", "/manifest.webmanifest"];
const OFFLINE_PAGE = "/offline";
const KEPT_DAYS = 14;
// A kept recipe is kept at each of these servings too, so that its scaler works offline.
const SERVINGS = 12;
// Every fetch of the worker's own says so: a copy kept is no one's view of a recipe.
const keeping = (path) => fetch(path, { credentials: "same-origin", headers: { "X-Larder-Keeping": "1" } });
// One person's pages, in a cache named by the key their pages carry (X-Larder-Person).
const { PAGES, RECIPE, keptPages } = self.larderOffline;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const shell = await caches.open(SHELL);
    await shell.addAll(SHELL_FILES.map((path) => new Request(path, { cache: "reload" })));
    // The offline page belongs to no one: asked for without cookies.
    await shell.put(OFFLINE_PAGE, await fetch(new Request(OFFLINE_PAGE, { credentials: "omit", cache: "reload" })));
    await self.skipWaiting();
  })());
});

// A new build's worker takes over at once, and the old build's files go.
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("larder-shell-") && name !== SHELL) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// Never kept, never answered from a cache.
const passesBy = (url) => /^\/(api|healthz|metrics|export)(\/|$)/.test(url.pathname) || /\/export$/.test(url.pathname)
  || url.pathname === "/shopping/events" || url.pathname === "/shopping/items" || url.pathname === "/sw.js";

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || passesBy(url)) return;
  if (request.method !== "GET") {
    // Signing out or switching household empties what is kept at once, whatever comes back.
    if (url.pathname === "/logout" || url.pathname === "/household/switch") event.waitUntil(forgetPages());
    return;
  }
  if (request.mode === "navigate") event.respondWith(navigate(event, url));
  else if (SHELL_FILES.includes(url.pathname)) event.respondWith(shellFile(request));
});

async function shellFile(request) {
  const kept = await caches.match(request, { cacheName: SHELL, ignoreSearch: true });
  return kept || fetch(request);
}

// A network that has not answered a page in this long, where a copy is kept, is one bar in a
// supermarket: the kept copy is shown, and the network's page, when it comes, is kept for next time.
const PATIENCE_MS = 4000;

// The network's page, kept where it is one to keep; offline, the kept copy, or the offline page.
async function navigate(event, url) {
  const network = fetch(event.request);
  event.waitUntil(network.then((response) => remember(url, response.clone())).catch(() => {}));
  const patience = new Promise((resolve) => { setTimeout(resolve, PATIENCE_MS); });
  try {
    return await Promise.race([network, patience.then(async () => (isKept(url) && await keptCopy(url, "slow")) || network)]);
  } catch (error) {
    return (await keptCopy(url)) || (await caches.match(OFFLINE_PAGE, { cacheName: SHELL })) || Response.error();
  }
}

const keyOf = (url) => url.pathname + url.search;
const isKept = (url) => url.pathname === "/shopping" || url.pathname === "/plan" || RECIPE.test(url.pathname);

async function forgetPages() {
  for (const name of await caches.keys()) if (name.startsWith(PAGES)) await caches.delete(name);
}

// The cache of `person`'s pages; anyone else's goes first.
async function pagesOf(person) {
  const name = PAGES + person;
  for (const other of await caches.keys()) if (other.startsWith(PAGES) && other !== name) await caches.delete(other);
  return caches.open(name);
}

// A kept copy, marked as such for its script to say so, with the time it was fetched, and why
// it is shown: `offline`, or `slow` for a network that did not answer in time.
async function keptCopy(url, why = "offline") {
  const pages = await keptPages();
  const kept = pages && await pages.match(keyOf(url));
  if (!kept) return null;
  const html = await kept.text();
  if (!kept.headers.get("X-Larder-Variant")) await put(pages, keyOf(url), html, kept.headers, { "X-Larder-Opened": String(Date.now()) });
  const marked = html.replace("<html ", `<html data-kept-at="${kept.headers.get("X-Larder-Fetched")}" data-kept-because="${why}" `);
  return new Response(marked, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function put(cache, key, html, headers, extra) {
  const kept = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  for (const name of ["X-Larder-Fetched", "X-Larder-Opened", "X-Larder-Title", "X-Larder-Variant", "X-Larder-Scaling"]) {
    if (headers.get(name)) kept.set(name, headers.get(name));
  }
  for (const [name, value] of Object.entries(extra)) kept.set(name, value);
  await cache.put(key, new Response(html, { headers: kept }));
}

// What a page from the network says of who is here, and the page itself if it is one to keep.
async function remember(url, response, extra = {}) {
  const person = response.headers.get("X-Larder-Person");
  // A page no session answered (a shared recipe) says nothing of who is here.
  if (person === null) return;
  if (person === "none") return forgetPages();
  const pages = await pagesOf(person);
  const cacheControl = response.headers.get("Cache-Control") || "";
  const type = response.headers.get("Content-Type") || "";
  if (!isKept(url) || response.status !== 200 || response.redirected || /no-store/.test(cacheControl) || !type.startsWith("text/html")) return;
  const html = await response.text();
  const title = (/<title>([^<]*)<\/title>/.exec(html) || [])[1] || url.pathname;
  const before = await pages.match(keyOf(url));
  const scaling = response.headers.get("X-Larder-Scaling") || "";
  const now = String(Date.now());
  await put(pages, keyOf(url), html, new Headers(), Object.assign({ "X-Larder-Fetched": now, "X-Larder-Opened": now,
    "X-Larder-Title": encodeURIComponent(title), "X-Larder-Scaling": scaling }, extra));
  if (url.pathname === "/plan" || url.pathname === "/shopping") await keepRecipesOf(pages, html);
  if (RECIPE.test(url.pathname) && !url.search) {
    await keepServings(pages, url, html, before !== undefined && before.headers.get("X-Larder-Scaling") !== scaling);
  }
  await prune(pages);
}

// The recipes the week plans, or the list is made from: kept, and kept fresh, with the page.
async function keepRecipesOf(pages, html) {
  const paths = new Set();
  for (const match of html.matchAll(/href="(\/recipes\/[0-9a-f-]{36})(?:\?[^"]*)?"/gi)) paths.add(match[1]);
  for (const path of [...paths].slice(0, 50)) {
    const url = new URL(path, self.location.origin);
    try {
      await remember(url, await keeping(path));
    } catch (error) {
      return;
    }
  }
}

// The recipe at 1 to SERVINGS servings: the scaler asks for `?servings=N`, which the server
// scales. Fetched again only when what scaling depends on has `changed` (X-Larder-Scaling).
async function keepServings(pages, url, html, changed) {
  if (!html.includes('class="servings-control"')) return;
  for (let servings = 1; servings <= SERVINGS; servings++) {
    const key = `${url.pathname}?servings=${servings}`;
    if (!changed && await pages.match(key)) continue;
    try {
      const response = await keeping(key);
      if (response.status !== 200 || response.headers.get("X-Larder-Person") === "none") return;
      await put(pages, key, await response.text(), new Headers(), { "X-Larder-Fetched": String(Date.now()), "X-Larder-Variant": "1" });
    } catch (error) {
      return;
    }
  }
}

// Recipes not opened (nor planned) for KEPT_DAYS go, with their servings.
async function prune(pages) {
  const old = Date.now() - KEPT_DAYS * 24 * 3600 * 1000;
  const stale = new Set();
  const requests = await pages.keys();
  for (const request of requests) {
    const url = new URL(request.url);
    if (!RECIPE.test(url.pathname) || url.search) continue;
    const kept = await pages.match(request);
    if (Number(kept.headers.get("X-Larder-Opened") || 0) < old) stale.add(url.pathname);
  }
  for (const request of requests) if (stale.has(new URL(request.url).pathname)) await pages.delete(request);
}

// When the network returns, every kept page is fetched again in the background.
async function refresh() {
  const pages = await keptPages();
  if (!pages) return;
  for (const request of await pages.keys()) {
    const url = new URL(request.url);
    if (url.search && RECIPE.test(url.pathname)) continue;
    try {
      const kept = await pages.match(request);
      await remember(url, await keeping(url.pathname + url.search),
                     { "X-Larder-Opened": kept.headers.get("X-Larder-Opened") || String(Date.now()) });
    } catch (error) {
      return;
    }
  }
}

self.addEventListener("message", (event) => {
  if (event.data === "refresh") event.waitUntil(refresh());
});

// Background Sync: the list's offline changes, sent when the network returns, with no page open.
self.addEventListener("sync", (event) => {
  if (event.tag !== "larder-shopping") return;
  event.waitUntil(self.larderOffline.sendAll().then(async (sent) => {
    if (sent === 0) return;
    for (const client of await self.clients.matchAll()) client.postMessage({ type: "offline-changes-sent", sent });
  }));
});
