// Every style of the widget, applied inside its shadow root: the site's CSS cannot reach in, and `all: initial`
// on the host stops inherited properties (fonts, colours, line height) from leaking through. Light, dark and auto
// (the visitor's system setting) are variables on the host; motion is dropped for prefers-reduced-motion. On a phone
// (<= 480 px) the open window fills the screen, except in the settings page's preview (host data-preview), which
// shows the desktop window in its narrow frame.
const DARK = '--bg:#1d2030;--fg:#eceef5;--muted:#a4a9bd;--soft:#151723;--line:#33384d;--field:#262a3d';
export const CSS = `
:host{all:initial;position:fixed;bottom:20px;right:20px;z-index:2147483000;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--c:#3f51b5;--t:#fff;--bg:#fff;--fg:#1f2330;--muted:#5f6475;--soft:#f6f7fb;--line:#e3e5ee;--field:#fff;color:var(--fg)}
:host([data-theme=dark]){${DARK}}
@media (prefers-color-scheme:dark){:host([data-theme=auto]){${DARK}}}
:host([data-position=left]){right:auto;left:20px}
*{box-sizing:border-box;font:inherit;color:inherit}
button{cursor:pointer;border:0;background:none;padding:0}
button:focus-visible,textarea:focus-visible,input:focus-visible,a:focus-visible{outline:2px solid var(--c);outline-offset:2px}
[hidden]{display:none!important}
.launcher{min-width:56px;height:56px;border-radius:28px;background:var(--c);box-shadow:0 4px 14px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center;gap:8px;position:relative;margin-left:auto;transition:transform .15s ease,background-color .2s ease}
.launcher:hover{transform:scale(1.05)}
.launcher.labelled{padding:0 20px 0 16px}
.launcher .label{color:var(--t);font-weight:600;font-size:15px;white-space:nowrap}
:host([data-position=left]) .launcher{margin-left:0}
.launcher svg{width:28px;height:28px;fill:var(--t)}
.badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;border-radius:10px;background:#e53935;color:#fff;font-size:12px;line-height:20px;text-align:center;padding:0 5px}
.bubble{position:absolute;bottom:70px;right:0;width:280px;background:var(--bg);border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.18);padding:12px 32px 12px 14px;cursor:pointer}
:host([data-position=left]) .bubble,:host([data-position=left]) .window{right:auto;left:0}
.bubble .x{position:absolute;top:6px;right:6px;width:22px;height:22px;display:flex;align-items:center;justify-content:center}
.bubble .x svg{width:16px;height:16px;fill:var(--muted)}
.bubble p{margin:0 0 6px}
.window{position:absolute;bottom:70px;right:0;width:376px;max-width:calc(100vw - 40px);height:620px;max-height:calc(100vh - 110px);background:var(--bg);border-radius:16px;box-shadow:0 8px 32px rgba(0,0,0,.22);display:flex;flex-direction:column;overflow:hidden;animation:rise .18s ease-out}
@keyframes rise{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
.head{background:var(--c);padding:14px 14px 14px 16px;display:flex;align-items:center;gap:10px}
.head *{color:var(--t)}
.head svg{width:22px;height:22px;fill:var(--t);display:block}
.titles{flex:1;min-width:0}
.head h2{margin:0;font-size:16px;font-weight:600}
.head .line{margin:2px 0 0;font-size:12.5px;opacity:.9}
.head .net{font-size:12px;opacity:.85}
.head .min,.head .back{width:28px;height:28px;display:flex;align-items:center;justify-content:center;border-radius:8px;flex:none}
.head .min:hover,.head .back:hover{background:rgba(255,255,255,.15)}
.faces{display:flex}
.face{width:34px;height:34px;border-radius:50%;border:2px solid var(--c);object-fit:cover;background:rgba(255,255,255,.25);margin-left:-8px;display:flex;align-items:center;justify-content:center;font-weight:600}
.face:first-child{margin-left:0}
.window[data-screen=home]{height:auto}
.homewrap{flex:1 1 auto;min-height:0;overflow-y:auto;background:var(--soft)}
.home{display:flex;flex-direction:column}
.hero{background:var(--c);background:linear-gradient(180deg,var(--c) 0%,var(--c) 55%,color-mix(in srgb,var(--c) 80%,var(--soft)) 100%);padding:10px 22px 56px}
.greet{margin:0;font-size:26px;font-weight:700;line-height:1.25;letter-spacing:-.01em;white-space:pre-wrap;color:var(--t)}
.cards{display:flex;flex-direction:column;gap:12px;padding:0 14px 18px;margin-top:-36px}
.start{display:flex;align-items:center;justify-content:space-between;gap:12px;background:var(--bg);border:1px solid var(--line);border-radius:12px;padding:16px 18px;text-align:left;box-shadow:0 4px 14px rgba(0,0,0,.08);transition:box-shadow .15s ease}
.start:hover{box-shadow:0 6px 20px rgba(0,0,0,.14)}
.start .what{display:flex;flex-direction:column;gap:3px;min-width:0}
.start strong{font-weight:600;font-size:15px}
.start small{font-size:13px;color:var(--muted)}
.start svg{width:20px;height:20px;fill:var(--c);flex:none}
.recent{background:var(--bg);border:1px solid var(--line);border-radius:12px;overflow:hidden;box-shadow:0 4px 14px rgba(0,0,0,.06)}
.recent h3{margin:0;padding:14px 18px 6px;font-size:14px;font-weight:600}
.recent ul{list-style:none;margin:0;padding:0 0 6px}
.conv{width:100%;display:flex;align-items:center;gap:12px;padding:10px 18px;text-align:left}
.conv:hover{background:var(--soft)}
.conv .ic{width:34px;height:34px;border-radius:50%;background:var(--soft);display:flex;align-items:center;justify-content:center;flex:none}
.conv .ic svg{width:17px;height:17px;fill:var(--c)}
.conv .what{flex:1;display:flex;flex-direction:column;gap:1px;min-width:0}
.conv strong{font-weight:500}
.conv small{font-size:12.5px;color:var(--muted)}
.conv small.open{color:var(--c);font-weight:600}
.conv>svg{width:18px;height:18px;fill:var(--muted);flex:none}
.log{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:var(--soft)}
.msg{max-width:82%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;word-wrap:break-word;background:var(--bg);border:1px solid var(--line);align-self:flex-start}
.msg.visitor{align-self:flex-end;background:var(--c);color:var(--t);border-color:transparent}
.msg.visitor *{color:var(--t)}
.msg.info{align-self:center;background:none;border:0;color:var(--muted);font-size:12px}
.msg.failed{opacity:.7}
.who{font-size:11px;color:var(--muted);margin:4px 0 -4px 4px}
.msg img{max-width:100%;border-radius:8px;display:block}
.msg a{text-decoration:underline}
.msg a.file{display:inline-flex;align-items:center;gap:4px}
.msg a.file svg{width:16px;height:16px;fill:currentColor;flex:none}
.card{display:block;border:1px solid var(--line);border-radius:10px;padding:8px 10px;background:var(--bg);text-decoration:none!important}
.card small{display:block;color:var(--muted)}
.choices{display:flex;flex-wrap:wrap;gap:6px;align-self:flex-start;max-width:90%}
.choices button{border:1px solid var(--c);color:var(--c);border-radius:16px;padding:6px 12px;background:var(--bg)}
.choices button:hover{background:var(--c);color:var(--t)}
.choices button:disabled{opacity:.5;cursor:default}
.csat{align-self:stretch;background:var(--bg);border:1px solid var(--line);border-radius:12px;padding:10px}
.csat p{margin:0 0 8px}
.receipt{align-self:flex-end;font-size:11px;color:var(--muted);margin-top:-4px}
.receipt button{text-decoration:underline;color:#c62828}
.typing{font-size:12px;color:var(--muted);padding:0 16px 6px;background:var(--soft);min-height:18px}
.foot{border-top:1px solid var(--line);padding:8px;display:flex;gap:4px;align-items:flex-end;background:var(--bg)}
.foot textarea{flex:1;resize:none;border:1px solid var(--line);background:var(--field);border-radius:10px;padding:8px 10px;height:40px;max-height:120px}
.foot .send{background:var(--c);color:var(--t);border-radius:10px;padding:0 14px;height:40px}
.foot .attach,.foot .emoji-btn{width:32px;height:40px;display:flex;align-items:center;justify-content:center;flex:none}
.foot .attach svg,.foot .emoji-btn svg{width:21px;height:21px;fill:var(--muted)}
.foot .attach:hover svg,.foot .emoji-btn:hover svg{fill:var(--c)}
.emoji{border-top:1px solid var(--line);background:var(--bg)}
.emoji emoji-picker{width:100%;height:300px;--border-size:0;--background:var(--bg)}
.note{font-size:12px;color:var(--muted);padding:6px 12px;background:var(--bg)}
.note a{color:var(--c)}
.transcript{display:flex;flex-direction:column;align-items:center;gap:4px}
.transcript .tlink{color:var(--muted);font-size:12px;text-decoration:underline;text-underline-offset:2px}
.transcript .tlink:hover{color:var(--c)}
.transcript .tlink:disabled{opacity:.6}
.transcript .tform{display:flex;gap:6px;width:100%}
.transcript .tform input{flex:1;min-width:0;border:1px solid var(--line);background:var(--field);border-radius:8px;padding:6px 8px}
.transcript .tform button{background:var(--c);color:var(--t);border-radius:8px;padding:0 12px}
.transcript p{margin:0}
.transcript p:empty{display:none}
.brand{text-align:center;padding:6px 0 8px;background:var(--bg);border-top:1px solid var(--line)}
.powered{font-size:11.5px;color:var(--muted);text-decoration:none}
.powered:hover{text-decoration:underline}
.offwrap{flex:1;display:flex;flex-direction:column;min-height:0}
.offline{padding:16px;display:flex;flex-direction:column;gap:8px;overflow-y:auto;flex:1}
.offline h3{margin:0;font-size:15px}
.offline p{margin:0}
.offline label{display:flex;flex-direction:column;gap:3px;font-size:13px}
.offline input,.offline textarea{border:1px solid var(--line);background:var(--field);border-radius:8px;padding:8px}
.offline textarea{min-height:90px;resize:vertical}
.offline .send{background:var(--c);color:var(--t);border-radius:10px;padding:10px}
.err{color:#c62828;font-size:12px}
@media (max-width:480px){:host([data-open]:not([data-preview])) .launcher{display:none}:host(:not([data-preview])) .window{position:fixed;inset:0;width:100%;max-width:none;height:100%!important;max-height:none;border-radius:0}
:host(:not([data-preview])) .homewrap{background:linear-gradient(180deg,var(--c) 0,var(--c) 30%,var(--soft) 62%)}:host(:not([data-preview])) .hero{background:none;padding:28px 24px 72px}:host(:not([data-preview])) .greet{font-size:30px}:host(:not([data-preview])) .cards{margin-top:-48px}.bubble{width:calc(100vw - 40px)}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;
