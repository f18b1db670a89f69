// Larder: progressive enhancement only. Every page works without this file.
"use strict";

(() => {
  document.documentElement.classList.add("js");

  const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));
  // The script's words in the page's language, from /js/strings/<lang>.js (Languages/<code>/script.json).
  const words = window.larderStrings || {};
  const say = (key, values = {}) => (words[key] || key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));

  // ---------- Screen wake lock: held while a timer runs or "Keep screen on" is pressed ----------
  const wake = {
    sentinel: null,
    wantedBy: new Set(),
    supported: "wakeLock" in navigator,
    async want(reason, on) {
      if (on) this.wantedBy.add(reason); else this.wantedBy.delete(reason);
      await this.sync();
    },
    async sync() {
      if (!this.supported) return;
      if (this.wantedBy.size > 0 && !this.sentinel && document.visibilityState === "visible") {
        try {
          this.sentinel = await navigator.wakeLock.request("screen");
          this.sentinel.addEventListener("release", () => { this.sentinel = null; });
        } catch { this.sentinel = null; }
      } else if (this.wantedBy.size === 0 && this.sentinel) {
        const sentinel = this.sentinel;
        this.sentinel = null;
        try { await sentinel.release(); } catch { /* already released */ }
      }
    },
  };
  // The browser drops the lock when the page is hidden; take it back on return.
  document.addEventListener("visibilitychange", () => { wake.sync(); });

  function initWakeToggle() {
    const button = document.querySelector("[data-wake-toggle]");
    if (!button || !wake.supported) return;
    button.hidden = false;
    button.addEventListener("click", () => {
      const on = button.getAttribute("aria-pressed") !== "true";
      button.setAttribute("aria-pressed", String(on));
      wake.want("cooking", on);
    });
  }

  // ---------- Step timers ----------
  let audio = null;
  function unlockAudio() {
    // Browsers only allow sound after a tap, so the context is created on Start.
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    if (!audio) { try { audio = new Context(); } catch { audio = null; return; } }
    if (audio.state === "suspended") audio.resume();
  }
  function chime() {
    if (!audio) return;
    const start = audio.currentTime + 0.05;
    [0, 0.35, 0.7].forEach((offset, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = "sine";
      osc.frequency.value = i === 2 ? 1046.5 : 880;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + offset);
      osc.stop(start + offset + 0.32);
    });
  }

  function formatTime(ms) {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = String(total % 60).padStart(2, "0");
    return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
  }

  let dock = null;
  let alerts = null;
  const timers = [];

  // A running timer keeps its end time in localStorage, so a reload, a second tab or a phone
  // that slept finds it still running with the right time left, and every page's dock lists it.
  const TIMERS_KEY = "larder:timers";
  function storedTimers() {
    try { return JSON.parse(localStorage.getItem(TIMERS_KEY) || "{}") || {}; } catch { return {}; }
  }
  function storeTimer(id, entry) {
    const all = storedTimers();
    if (entry) all[id] = entry; else delete all[id];
    try { localStorage.setItem(TIMERS_KEY, JSON.stringify(all)); } catch { /* storage full or blocked */ }
  }
  const recipeName = () => (document.querySelector("[data-recipe] h1") || {}).textContent || say("recipeFallback");

  // Timers of other recipes, from storage: shown in the dock, and announced when they finish.
  const announced = new Set();
  function otherTimers() {
    const own = new Set(timers.map((t) => t.id));
    return Object.entries(storedTimers())
      .filter(([id, t]) => !own.has(id) && (t.state === "running" || t.state === "paused"))
      .map(([id, t]) => ({ id, ...t, remaining() { return this.state === "running" ? Math.max(0, this.endsAt - Date.now()) : this.left; } }));
  }
  function watchOtherTimers() {
    for (const t of otherTimers()) {
      if (t.state === "running" && t.remaining() <= 0 && !announced.has(t.id)) {
        announced.add(t.id);
        storeTimer(t.id, { ...t, state: "done", left: 0 });
        chime();
        showAlert(say("timeIsUpElsewhere", { name: t.name, label: t.label }), () => storeTimer(t.id, null));
      }
    }
    renderDock();
  }
  setInterval(watchOtherTimers, 1000);

  function renderDock() {
    const own = timers.filter((t) => t.state === "running" || t.state === "paused" || t.state === "done");
    const shown = own.concat(otherTimers());
    if (shown.length === 0) {
      if (dock) { dock.remove(); dock = null; document.body.classList.remove("has-timer-dock"); }
      return;
    }
    if (!dock) {
      dock = document.createElement("nav");
      dock.className = "timer-dock no-print";
      dock.setAttribute("aria-label", say("runningTimers"));
      document.body.append(dock);
      document.body.classList.add("has-timer-dock");
    }
    dock.replaceChildren(...shown.map((t) => {
      const link = document.createElement("a");
      const elsewhere = !t.step;
      link.href = elsewhere ? t.id : `#${t.step.id}`;
      link.className = t.state === "done" ? "is-done" : "";
      const suffix = t.state === "paused" ? say("paused") : t.state === "done" ? say("done") : "";
      link.textContent = `${elsewhere ? `${t.name} · ` : ""}${t.label} · ${formatTime(t.remaining())}${suffix}`;
      return link;
    }));
  }

  function showAlert(message, onDismiss) {
    if (!alerts) {
      alerts = document.createElement("div");
      alerts.className = "timer-alerts no-print";
      document.body.append(alerts);
    }
    const box = document.createElement("p");
    box.className = "timer-alert";
    box.setAttribute("role", "alert");
    const text = document.createElement("span");
    text.textContent = message;
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "button button--small";
    dismiss.textContent = say("ok");
    dismiss.addEventListener("click", () => { box.remove(); onDismiss(); });
    box.append(text, dismiss);
    alerts.append(box);
    dismiss.focus({ preventScroll: true });
  }

  function initTimer(button) {
    const seconds = Number.parseInt(button.dataset.seconds, 10);
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    const slot = button.parentElement;
    const label = button.dataset.label || say("timer");
    const display = document.createElement("span");
    display.className = "timer-display";
    display.setAttribute("role", "timer");
    const reset = document.createElement("button");
    reset.type = "button";
    reset.className = "button button--quiet timer-reset";
    reset.textContent = say("reset");
    reset.hidden = true;
    slot.prepend(display);
    slot.append(reset);

    const step = button.closest(".step");
    const timer = {
      id: `${location.pathname}#${step ? step.id : label}`,
      label,
      step,
      state: "idle", // idle | running | paused | done
      left: seconds * 1000,
      endsAt: 0,
      tick: 0,
      remaining() { return this.state === "running" ? Math.max(0, this.endsAt - Date.now()) : this.left; },
    };
    timers.push(timer);

    const update = () => {
      const left = timer.remaining();
      display.textContent = formatTime(left);
      const verb = say({ idle: "startTimer", running: "pause", paused: "resume", done: "restart" }[timer.state]);
      button.textContent = verb;
      button.setAttribute("aria-label", say("timerAction", { verb, label }));
      button.classList.toggle("is-running", timer.state === "running");
      slot.classList.toggle("is-done", timer.state === "done");
      reset.hidden = timer.state === "idle";
      reset.setAttribute("aria-label", say("resetTimer", { label }));
      renderDock();
    };
    const persist = () => storeTimer(timer.id, timer.state === "idle" ? null : {
      name: recipeName(), label, seconds, state: timer.state, endsAt: timer.endsAt, left: timer.remaining(),
    });
    const stopTicking = () => { clearInterval(timer.tick); timer.tick = 0; };
    const syncWake = () => wake.want(`timer-${timers.indexOf(timer)}`, timer.state === "running");
    const finish = () => {
      stopTicking();
      timer.state = "done";
      timer.left = 0;
      syncWake();
      update();
      persist();
      chime();
      if (navigator.vibrate) navigator.vibrate([400, 200, 400, 200, 400]);
      showAlert(say("timeIsUp", { label }), () => { if (timer.state === "done") resetTimer(); });
      announced.add(timer.id);
    };
    const onTick = () => { if (timer.remaining() <= 0) finish(); else update(); };

    button.addEventListener("click", () => {
      unlockAudio();
      if (timer.state === "running") {
        timer.left = timer.remaining();
        timer.state = "paused";
        stopTicking();
      } else {
        if (timer.state === "done") timer.left = seconds * 1000;
        timer.endsAt = Date.now() + timer.left;
        timer.state = "running";
        stopTicking();
        timer.tick = setInterval(onTick, 250);
      }
      syncWake();
      update();
      persist();
    });
    function resetTimer() {
      stopTicking();
      timer.state = "idle";
      timer.left = seconds * 1000;
      syncWake();
      update();
      persist();
    }
    // Take up what storage says: after a reload, or when another tab started, paused or reset it.
    function restore() {
      const saved = storedTimers()[timer.id];
      stopTicking();
      if (!saved) {
        timer.state = "idle";
        timer.left = seconds * 1000;
      } else if (saved.state === "running") {
        timer.state = "running";
        timer.endsAt = saved.endsAt;
        timer.tick = setInterval(onTick, 250);
      } else {
        timer.state = saved.state;
        timer.left = saved.state === "done" ? 0 : saved.left;
      }
      syncWake();
      update();
      // Finished while nobody looked (the phone slept, the tab was closed): say so now.
      if (timer.state === "running" && timer.remaining() <= 0) finish();
    }
    window.addEventListener("storage", (event) => { if (event.key === TIMERS_KEY) restore(); });
    reset.addEventListener("click", () => { resetTimer(); button.focus(); });

    button.hidden = false;
    restore();
  }

  // ---------- Ingredient checklist: remember ticks for this recipe while the tab lives ----------
  function initChecklist() {
    const boxes = $$(".checklist input[type=checkbox]");
    if (boxes.length === 0) return;
    const key = `larder:ticks:${location.pathname}`;
    let saved = [];
    try { saved = JSON.parse(sessionStorage.getItem(key) || "[]"); } catch { saved = []; }
    boxes.forEach((box, i) => {
      if (saved.includes(i)) box.checked = true;
      box.addEventListener("change", () => {
        const ticked = boxes.flatMap((b, j) => (b.checked ? [j] : []));
        try { sessionStorage.setItem(key, JSON.stringify(ticked)); } catch { /* storage full or blocked */ }
      });
    });
  }

  // ---------- A panel the person opens or closes stays so on every page that has it ----------
  function initRememberedPanels() {
    $$("details[data-remember]").forEach((panel) => {
      const key = panel.dataset.remember;
      let saved = null;
      try { saved = localStorage.getItem(key); } catch { saved = null; }
      if (saved === "open" || saved === "closed") panel.open = saved === "open";
      panel.addEventListener("toggle", () => {
        try { localStorage.setItem(key, panel.open ? "open" : "closed"); } catch { /* storage full or blocked */ }
      });
    });
  }

  function initPrint() {
    const button = document.querySelector("[data-print]");
    if (!button || typeof window.print !== "function") return;
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }

  // ---------- Recipe editor: add, move and remove steps in place ----------
  // Without JavaScript these buttons submit the form and the server shows it again
  // rearranged; here the same buttons act at once, and Alt+↑/↓ moves the step holding focus.
  function initStepEditor() {
    const form = document.querySelector("[data-step-editor]");
    const list = form && form.querySelector("[data-steps]");
    const template = document.getElementById("step-template");
    if (!form || !list || !template) return;
    const status = form.querySelector("[data-step-status]");
    const announce = (message) => { if (status) status.textContent = message; };

    // New blocks get indices never used on this page, so ids stay unique.
    const used = $$("[name^='steps[']", list)
      .map((el) => Number.parseInt(el.name.slice(6), 10))
      .filter(Number.isFinite);
    let nextIndex = used.length ? Math.max(...used) + 1 : 0;

    const blocks = () => $$("[data-step]", list);
    const renumber = () => {
      const all = blocks();
      all.forEach((block, i) => {
        $$("[data-step-number]", block).forEach((el) => { el.textContent = String(i + 1); });
        const show = (selector, visible) => { const b = block.querySelector(selector); if (b) b.hidden = !visible; };
        show("[data-move-step=up]", i > 0);
        show("[data-move-step=down]", i < all.length - 1);
        show("[data-remove-step]", all.length > 1);
      });
    };
    const focusIn = (block, selector) => {
      const target = block && (block.querySelector(selector) || block.querySelector("textarea, input:not([type=hidden])"));
      if (target) target.focus();
    };

    const add = () => {
      const index = String(nextIndex++);
      const number = String(blocks().length + 1);
      const holder = document.createElement("div");
      holder.innerHTML = template.innerHTML.replaceAll("__INDEX__", index).replaceAll("__NUMBER__", number);
      const block = holder.querySelector("[data-step]");
      if (!block) return;
      list.append(block);
      renumber();
      announce(say("stepAdded", { number }));
      focusIn(block, "textarea");
    };
    // "Done while step N waits" names a step by number: when steps move, it follows its step.
    const remapDuring = (before) => {
      const after = blocks();
      after.forEach((block) => {
        const input = block.querySelector("[name$='[during]']");
        const number = input && Number.parseInt(input.value, 10);
        if (!Number.isFinite(number) || !before[number - 1]) return;
        const now = after.indexOf(before[number - 1]);
        input.value = now < 0 ? "" : String(now + 1);
      });
    };
    const move = (block, by, keepFocusOn) => {
      const all = blocks();
      const at = all.indexOf(block);
      const to = at + by;
      if (at < 0 || to < 0 || to >= all.length) return;
      if (by < 0) list.insertBefore(block, all[to]); else list.insertBefore(all[to], block);
      remapDuring(all);
      renumber();
      announce(say(by < 0 ? "stepMovedUp" : "stepMovedDown", { from: at + 1, to: to + 1 }));
      // A button that just hid (first or last place) cannot keep focus: use its neighbour.
      const button = keepFocusOn && !keepFocusOn.hidden ? keepFocusOn : block.querySelector("[data-move-step]:not([hidden])");
      (button || block.querySelector("textarea")).focus();
    };
    const remove = (block) => {
      const all = blocks();
      const at = all.indexOf(block);
      block.remove();
      remapDuring(all);
      renumber();
      announce(say("stepRemoved", { number: at + 1 }));
      const rest = blocks();
      focusIn(rest[Math.min(at, rest.length - 1)], "textarea");
    };

    form.addEventListener("click", (event) => {
      const button = event.target.closest("button[name=edit]");
      if (!button || !form.contains(button)) return;
      event.preventDefault();
      const block = button.closest("[data-step]");
      const [kind] = button.value.split(":");
      if (kind === "add") add();
      else if (kind === "up" && block) move(block, -1, button);
      else if (kind === "down" && block) move(block, 1, button);
      else if (kind === "remove" && block) remove(block);
    });
    list.addEventListener("keydown", (event) => {
      if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      const block = event.target.closest("[data-step]");
      if (!block) return;
      event.preventDefault();
      const field = event.target;
      move(block, event.key === "ArrowUp" ? -1 : 1, null);
      field.focus();
    });

    // Submit indices 0…n-1 in page order, whatever was added, moved or removed.
    // Two passes, so that radio groups never share a name on the way.
    form.addEventListener("submit", () => {
      const all = blocks();
      all.forEach((block, i) => {
        $$("[name^='steps[']", block).forEach((el) => { el.name = el.name.replace(/^steps\[[^\]]*\]/, `steps[t${i}]`); });
      });
      all.forEach((block, i) => {
        $$("[name^='steps[']", block).forEach((el) => { el.name = el.name.replace(/^steps\[[^\]]*\]/, `steps[${i}]`); });
      });
    });

    renumber();
  }

  // ---------- Household switcher: submit on change ----------
  function initSwitcher() {
    $$("form[data-autosubmit]").forEach((form) => {
      const select = form.querySelector("select");
      if (!select) return;
      select.addEventListener("change", () => {
        if (typeof form.requestSubmit === "function") form.requestSubmit(); else form.submit();
      });
    });
  }

  // ---------- Copy invite link ----------
  function initCopyButtons() {
    const status = document.querySelector("[data-copy-status]");
    $$("[data-copy]").forEach((button) => {
      const input = document.getElementById(button.dataset.copy);
      if (!input) return;
      const original = button.textContent;
      button.hidden = false;
      button.addEventListener("click", async () => {
        let copied = false;
        try {
          if (navigator.clipboard && window.isSecureContext) {
            await navigator.clipboard.writeText(input.value);
            copied = true;
          }
        } catch { copied = false; }
        if (!copied) {
          // Plain http on a home network has no Clipboard API: select the text instead.
          input.focus();
          input.select();
          try { copied = document.execCommand("copy"); } catch { copied = false; }
        }
        button.textContent = say(copied ? "copied" : "selectedCopyNow");
        if (status) status.textContent = say(copied ? "inviteCopied" : "inviteSelected");
        setTimeout(() => { button.textContent = original; }, 2500);
      });
    });
  }

  // Move focus to the error summary so it is read first.
  function focusErrorSummary() {
    const summary = document.querySelector(".error-summary");
    if (summary) summary.focus();
  }

  initSwitcher();
  initCopyButtons();
  initStepEditor();
  $$("button.timer[data-seconds]").forEach(initTimer);
  initWakeToggle();
  initChecklist();
  initPrint();
  initRememberedPanels();
  focusErrorSummary();
  // ---------- Files: one over its limit is refused at once, beside its field, before it is sent ----------
  for (const input of $$("input[type=file][data-max-bytes]")) {
    const max = Number(input.dataset.maxBytes);
    input.addEventListener("change", () => {
      const file = input.files && input.files[0];
      let message = input.parentElement.querySelector("[data-size-error]");
      if (file && file.size > max) {
        const size = file.size / 1048576;
        if (!message) {
          message = document.createElement("p");
          message.className = "field-error";
          message.setAttribute("role", "alert");
          message.dataset.sizeError = "";
          input.after(message);
        }
        message.textContent = say("fileTooBig", {
          file: file.name, limit: input.dataset.maxText,
          size: (size >= 10 ? Math.round(size) : Number(size.toFixed(1))).toLocaleString(document.documentElement.lang),
        });
        input.value = "";
      } else if (message) {
        message.remove();
      }
    });
  }
  // ---------- Meal plan: the recipe field suggests names as they are typed ----------
  for (const input of $$("input[data-recipe-picker]")) {
    const list = input.list;
    let timer = null;
    input.addEventListener("input", () => {
      clearTimeout(timer);
      const q = input.value.trim();
      if (!list || q.length < 2) return;
      timer = setTimeout(async () => {
        try {
          const response = await fetch(`/plan/recipes?q=${encodeURIComponent(q)}`, {
            headers: { Accept: "text/html+fragment" }, credentials: "same-origin" });
          if (response.ok) list.innerHTML = await response.text();
        } catch { /* no suggestions: the form still works, and says what matched on submit */ }
      }, 150);
    });
  }
  // ---------- Time zone: a new household lives where the browser is ----------
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) for (const input of $$("input[data-browser-time-zone]")) input.value = zone;
  } catch { /* no Intl: the household starts in UTC, and an owner can change it */ }
  // ---------- Servings: a number typed shows the recipe at it once the field is left ----------
  for (const input of $$("input[data-submit-on-change]")) {
    input.addEventListener("change", () => { if (input.checkValidity()) input.form.requestSubmit(); });
  }
  // ---------- Meal plan: choosing another meal moves the entry at once (a day is typed, so it waits for Move) ----------
  for (const select of $$("form[data-autosubmit] select")) {
    select.addEventListener("change", () => { select.form.requestSubmit(); });
  }
  // ---------- Offline: the phone's kept pages, and what it says of them ----------
  // Whose pages and changes these are (OfflineCopies): none on a page of no household.
  const person = (document.querySelector('meta[name="larder-person"]') || {}).content || "";
  const token = (document.querySelector('input[name="_csrf"]') || {}).value || "";
  const offline = self.larderOffline && "indexedDB" in window ? self.larderOffline : null;
  const clock = (ms) => new Intl.DateTimeFormat(document.documentElement.lang || undefined,
    { weekday: "short", hour: "numeric", minute: "2-digit" }).format(new Date(ms));
  const SINCE_KEY = "larder.offlineSince";

  // "You are offline. Offline since Sat 14:05. This copy was fetched Sat 13:50."
  function initOfflineBanner() {
    const main = document.querySelector("main") || document.body;
    const banner = document.createElement("p");
    banner.className = "offline-banner";
    banner.setAttribute("role", "status");
    banner.hidden = true;
    main.prepend(banner);
    const keptAt = Number(document.documentElement.dataset.keptAt || 0);
    const slow = document.documentElement.dataset.keptBecause === "slow";
    const show = () => {
      if (slow && navigator.onLine) {
        banner.textContent = `${say("slowNetwork")} ${say("keptCopy", { time: clock(keptAt) })}`;
        banner.hidden = false;
        return;
      }
      const isOffline = !navigator.onLine || keptAt > 0;
      if (isOffline && !localStorage.getItem(SINCE_KEY)) localStorage.setItem(SINCE_KEY, String(Date.now()));
      if (!isOffline) localStorage.removeItem(SINCE_KEY);
      banner.hidden = !isOffline;
      if (!isOffline) return;
      const since = Number(localStorage.getItem(SINCE_KEY));
      banner.textContent = [say("offline"), say("offlineSince", { time: clock(since) }),
        keptAt ? say("keptCopy", { time: clock(keptAt) }) : ""].filter(Boolean).join(" ");
    };
    show();
    window.addEventListener("offline", show);
    window.addEventListener("online", () => {
      localStorage.removeItem(SINCE_KEY);
      banner.hidden = true;
      // Back online: the kept pages are fetched again in the background.
      if (navigator.serviceWorker && navigator.serviceWorker.controller) navigator.serviceWorker.controller.postMessage("refresh");
    });
  }

  function initServiceWorker() {
    if (!("serviceWorker" in navigator)) return;
    // `updateViaCache: "none"`: a new build's worker and its imported script are never taken from the HTTP cache.
    navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" }).catch(() => {});
  }

  // The offline page lists the recipes this phone keeps, from the cache itself.
  async function initOfflinePage() {
    const list = document.querySelector("[data-kept-recipes]");
    if (!list || !("caches" in window) || !self.larderOffline) return;
    const kept = await self.larderOffline.keptRecipes();
    if (kept.length === 0) return;
    list.replaceChildren(...kept.map(({ path, title }) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = path;
      link.textContent = title;
      item.append(link);
      return item;
    }));
  }

  // Signing out with changes unsent: sent first; if they cannot be, the person chooses.
  function initSignOut() {
    if (!offline || !person) return;
    for (const form of $$('form[action="/logout"]')) {
      form.addEventListener("submit", async (event) => {
        if (form.dataset.confirmed) return;
        event.preventDefault();
        await offline.send(person, token).catch(() => {});
        const left = (await offline.pending(person)).length;
        if (left > 0 && !window.confirm(say("signOutLoses", { count: left }))) return;
        if (left > 0) await offline.forget(person);
        form.dataset.confirmed = "yes";
        form.submit();
      });
    }
  }

  // The browser's offer to install Larder, as a button in the footer: pressed, the browser asks.
  function initInstallOffer() {
    const offer = document.querySelector("[data-install]");
    if (!offer) return;
    let prompt = null;
    window.addEventListener("beforeinstallprompt", (event) => {
      event.preventDefault();
      prompt = event;
      offer.hidden = false;
    });
    offer.querySelector("button").addEventListener("click", async () => {
      if (!prompt) return;
      prompt.prompt();
      await prompt.userChoice.catch(() => {});
      prompt = null;
      offer.hidden = true;
    });
    window.addEventListener("appinstalled", () => { offer.hidden = true; });
  }

  initServiceWorker();
  initInstallOffer();
  initOfflineBanner();
  initOfflinePage();
  initSignOut();

  // ---------- Shopping list: live between members, ticked without a page load, and offline ----------
  function initShopping() {
    const root = document.querySelector("[data-shopping]");
    if (!root) return;
    const status = root.querySelector("[data-live-status]");
    const offlineStatus = root.querySelector("[data-offline-status]");
    const current = () => root.querySelector("[data-shopping-items]");
    // Changes made offline and not yet sent, shown on whatever copy of the list is in the page,
    // and what the server said of those sent (an item that was gone).
    let waiting = [];
    let notes = [];
    const itemOf = (form) => (/\/shopping\/items\/([0-9a-f-]{36})\//i.exec(form.getAttribute("action")) || [])[1];
    function showTicked(item, ticked) {
      item.classList.toggle("shopping-item--ticked", ticked);
      const button = item.querySelector("button.tick");
      const input = item.querySelector('input[name="ticked"]');
      if (button) button.setAttribute("aria-pressed", String(ticked));
      if (input) input.value = ticked ? "no" : "yes";
      const box = item.querySelector(".tick-box");
      if (box) box.textContent = ticked ? "✓" : "";
      const hint = item.querySelector(".tick .visually-hidden");
      if (hint) hint.textContent = " " + (ticked ? root.dataset.tickedHint : root.dataset.untickedHint);
    }
    function showAdded(change) {
      if (current().querySelector(`[data-offline-item="${change.id}"]`)) return;
      // Items added by hand stand in the aisle with no name ("Other"), which is last.
      const other = $$("section.aisle", current()).find((aisle) => (aisle.querySelector(".aisle-title") || {}).textContent === root.dataset.otherAisle);
      let list = other ? other.querySelector("ul.shopping-list") : null;
      if (!list) {
        const aisle = document.createElement("section");
        aisle.className = "aisle";
        const title = document.createElement("h3");
        title.className = "aisle-title";
        title.textContent = root.dataset.otherAisle;
        list = document.createElement("ul");
        list.className = "shopping-list";
        list.dataset.offlineAdded = "";
        aisle.append(title, list);
        current().append(aisle);
      }
      const item = document.createElement("li");
      item.className = "shopping-item shopping-item--waiting";
      item.dataset.offlineItem = change.id;
      const text = document.createElement("span");
      text.className = "tick-text";
      text.textContent = change.text;
      item.append(text);
      list.append(item);
    }
    function showWaiting() {
      for (const change of waiting) {
        if (change.kind === "add") { showAdded(change); continue; }
        const form = $$("form[data-shopping-action]", current()).find((f) => itemOf(f) === change.item && /\/tick/.test(f.getAttribute("action")));
        if (form) showTicked(form.closest("li"), change.kind === "tick");
      }
      // The count above the list, counted again while changes wait.
      const summary = current().querySelector(".result-summary[data-remaining]");
      if (summary && waiting.length) {
        const all = $$(".shopping-item", current()).length;
        const ticked = $$(".shopping-item--ticked", current()).length;
        const number = (n) => new Intl.NumberFormat(document.documentElement.lang || undefined).format(n);
        summary.textContent = all === ticked && ticked > 0 ? summary.dataset.allInBasket
          : summary.dataset.remaining.replace("{toBuy}", number(all - ticked)).replace("{inBasket}", number(ticked));
      }
      const lines = notes.slice();
      if (waiting.length) lines.push(say("changesWaiting", { count: waiting.length }));
      offlineStatus.replaceChildren(...lines.map((line) => { const p = document.createElement("p"); p.textContent = line; return p; }));
      offlineStatus.hidden = lines.length === 0;
    }
    const refreshWaiting = async (messages) => {
      waiting = offline && person ? await offline.pending(person) : [];
      if (messages) notes = messages;
      showWaiting();
    };
    const swap = (html) => {
      const holder = document.createElement("div");
      holder.innerHTML = html;
      const fresh = holder.querySelector("[data-shopping-items]");
      if (fresh) current().replaceWith(fresh);
      showWaiting();
    };
    // The newest version a stream has told of; a fetch that answers with an older list (a
    // change landed while it was on its way) is followed by another.
    let wanted = 0;
    const behind = () => Number(current().dataset.version) < wanted;
    let fetching = null;
    const reload = () => {
      fetching = fetching || fetch(root.dataset.items, { headers: { Accept: "text/html" }, credentials: "same-origin" })
        .then((response) => (response.ok ? response.text() : Promise.reject(response)))
        .then((html) => {
          swap(html);
          fetching = null;
          if (behind()) reload();
        })
        .catch(() => { fetching = null; });
      return fetching;
    };
    // The changes kept offline, sent; what the server said of any is shown, then the list as it is now.
    let sending = false;
    async function sendWaiting() {
      if (!offline || !person || sending) return;
      sending = true;
      try {
        const reports = await offline.send(person, token);
        const messages = reports.filter((r) => r.message).map((r) => r.message).concat(await offline.takeReports(person));
        if (reports.length && messages.length === 0) messages.push(say("changesSent"));
        // Nothing sent here (the worker may have sent them first): what is shown stays.
        await refreshWaiting(messages.length ? messages : undefined);
        if (reports.length) await reload();
      } catch (error) {
        await refreshWaiting();
      } finally {
        sending = false;
      }
    }
    // Kept, shown at once, and sent when the network returns (by the worker, where it can).
    async function keepOffline(change) {
      if (!offline || !person) return false;
      await offline.keep(Object.assign({ person, token, version: Number(current().dataset.version) }, change));
      await refreshWaiting();
      if (navigator.serviceWorker) {
        navigator.serviceWorker.ready.then((r) => r.sync && r.sync.register("larder-shopping")).catch(() => {});
      }
      return true;
    }
    const unreachable = (error) => error instanceof TypeError;
    // A tick or a removal is sent in the background; the answer is the list as it is now.
    root.addEventListener("submit", (event) => {
      const form = event.target.closest("form[data-shopping-action]");
      if (!form) return;
      event.preventDefault();
      const isTick = /\/tick/.test(form.getAttribute("action"));
      const tickChange = () => {
        const ticked = (form.querySelector('input[name="ticked"]') || {}).value === "yes";
        return { kind: ticked ? "tick" : "untick", item: itemOf(form), text: (form.querySelector(".tick-text") || {}).textContent || "" };
      };
      if (isTick && !navigator.onLine) { keepOffline(tickChange()); return; }
      form.querySelectorAll("button").forEach((button) => { button.disabled = true; });
      fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form)), credentials: "same-origin",
                           headers: { Accept: "text/html+fragment" } })
        .then((response) => (response.ok ? response.text() : Promise.reject(response)))
        .then(swap)
        .catch(async (error) => {
          form.querySelectorAll("button").forEach((button) => { button.disabled = false; });
          if (unreachable(error) && isTick && await keepOffline(tickChange())) return;
          if (unreachable(error)) { notes = [say("offline")]; showWaiting(); return; }
          form.submit();
        });
    });
    // An item typed by hand: sent in the background too, and kept when the network is gone.
    const add = document.querySelector("form[data-shopping-add]");
    if (add) {
      add.addEventListener("submit", (event) => {
        const field = add.querySelector('input[name="text"]');
        const text = field ? field.value.trim() : "";
        if (!text) return;
        event.preventDefault();
        const kept = () => keepOffline({ kind: "add", text }).then((done) => { if (done) { field.value = ""; return; } add.submit(); });
        if (!navigator.onLine) { kept(); return; }
        fetch(add.action, { method: "POST", body: new URLSearchParams(new FormData(add)), credentials: "same-origin",
                            headers: { Accept: "text/html+fragment" } })
          .then((response) => (response.ok ? response.text() : Promise.reject(response)))
          .then((html) => { field.value = ""; swap(html); })
          .catch((error) => (unreachable(error) ? kept() : add.submit()));
      });
    }
    refreshWaiting().then(() => { if (navigator.onLine) sendWaiting(); });
    window.addEventListener("online", sendWaiting);
    if (navigator.serviceWorker) {
      // The worker sent them (Background Sync): what it was told is kept for this page to say.
      navigator.serviceWorker.addEventListener("message", (event) => {
        if (!event.data || event.data.type !== "offline-changes-sent") return;
        offline.takeReports(person).then((messages) => refreshWaiting(messages.length ? messages : [say("changesSent")])).then(reload);
      });
      navigator.serviceWorker.startMessages();
    }
    if (!("EventSource" in window)) return;
    const events = new EventSource(root.dataset.events);
    events.addEventListener("version", (event) => {
      status.hidden = true;
      wanted = Math.max(wanted, Number(event.data));
      if (behind()) reload();
    });
    // The browser opens the stream again by itself; the first version it sends catches up.
    events.addEventListener("error", () => {
      if (!navigator.onLine) return;
      status.textContent = say("reconnecting");
      status.hidden = false;
    });
  }
  initShopping();

  // ---------- An import job's page follows the job until it is finished ----------
  // Without this the page refreshes itself (a noscript meta refresh); here only its region is
  // replaced, every two seconds, so the reader keeps their place.
  function initFollow() {
    const region = document.querySelector("[data-follow]");
    if (!region) return;
    const poll = () => {
      fetch(location.href, { credentials: "same-origin" })
        .then((response) => (response.ok ? response.text() : Promise.reject(response)))
        .then((html) => {
          const page = new DOMParser().parseFromString(html, "text/html");
          const next = page.querySelector("[data-follow-region]");
          if (!next) return;
          region.innerHTML = next.innerHTML;
          document.title = page.title || document.title;
          if (next.hasAttribute("data-follow")) setTimeout(poll, 2000);
        })
        .catch(() => setTimeout(poll, 5000));
    };
    setTimeout(poll, 2000);
  }
  initFollow();
})();
