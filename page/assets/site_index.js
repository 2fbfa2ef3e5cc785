// site_index.js: the index's calendar shows one month at a time: the one the address names
// (#m-2026-12, which the months' links set), else the latest. No server needed: the links only
// change the address's fragment. Without the script every month shows, one below another.
(function monthByMonth() {
  const months = [...document.querySelectorAll(".month")];
  if (!months.length) return;
  document.body.classList.add("one-month");
  const show = () => {
    const wanted = months.find(m => "#" + m.id === location.hash) || months[months.length - 1];
    for (const m of months) m.classList.toggle("shown", m === wanted);
  };
  window.addEventListener("hashchange", show);
  show();
})();
