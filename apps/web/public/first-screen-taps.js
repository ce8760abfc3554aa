// A games page's first screen is drawn by the server (src/first-screen) and does nothing until the
// page's script has drawn over it. Until then this keeps the last tap on one of its buttons (a game
// card), which main.tsx replays on the same button of the page it draws. A classic script of its
// own, loaded with the screen: the page's CSP runs no inline script.
// -1: no tap yet (and, for the browser tests, that this script is listening).
window.hanpanFirstScreenTap = -1;
addEventListener(
  'click',
  (event) => {
    const screen = document.querySelector('[data-first-screen]');
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!screen || !button || !screen.contains(button)) return;
    window.hanpanFirstScreenTap = [...screen.querySelectorAll('main button')].indexOf(button);
  },
  true,
);
