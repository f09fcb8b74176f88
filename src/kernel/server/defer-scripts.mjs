// Next's scripts, started after the first paint. A prerendered page's HTML asks for Next's chunks
// with <script async> in its head, so a phone on a slow network downloads Next's scripts alongside
// the stylesheet and the fonts before anything is painted, and the page's largest text appears
// later than the same HTML without scripts (npm run bench:lighthouse compares the two). This moves
// those requests to just after the first contentful paint: the page paints from its HTML and CSS
// first, then loads and hydrates as before. Applied by the page cache (page-cache-handler.mjs) to
// every page it stores or hands out, so prerendered, regenerated and just-rendered pages alike.
// Plain JavaScript: Next loads the cache handler without bundling it.
//
// The tags are matched as Next 16.4.6 writes them; a page whose head still has one of Next's
// scripts fails tests/e2e/shell.e2e.spec.ts, so a change of Next's markup does not pass unseen.

/** Next's chunk scripts as its renderer writes them. */
const chunkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const scriptPreload = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/?>/g

/**
 * The loader. The requests start once the browser reports the first contentful paint: its
 * timestamp is when the frame reached the screen, which on a busy phone comes well after the
 * main thread produced it, so starting them from requestAnimationFrame still sent them ahead of
 * that paint. A browser without paint timing starts them after the first frame; a tab that
 * paints nothing (opened in the background) starts them after 5 s at the latest.
 *
 * The scripts are added in slices: after each one, if the slice has run `sliceMs` or more, the
 * rest waits for a new task. Adding a script element starts its request on the main thread, which
 * took 0-15 ms a script on the slow phone of bench:first-paint (4× CPU), so eleven of them in one
 * task made a task of up to 109 ms that a tap at that moment waited behind (docs/benchmarks.md).
 */
const sliceMs = 4

function loader(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  return (
    `<script data-deferred-scripts="">(function(s){var done=false,i=0;function add(){var t=Date.now();` +
    `while(i<s.length){var e=document.createElement('script');e.src=s[i++];e.async=true;document.head.appendChild(e);` +
    `if(Date.now()-t>=${sliceMs}&&i<s.length){setTimeout(add,0);return}}}` +
    `function go(){if(done)return;done=true;add()}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})` +
    `}else{requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,5000)})(${list})</script>`
  )
}

/** The page's HTML with its chunk scripts loaded after the first paint; unchanged if it has none. */
export function deferScripts(html) {
  if (html.includes('data-deferred-scripts')) return html
  const sources = []
  let out = html.replace(chunkScript, (_, src) => {
    sources.push(src)
    return ''
  })
  if (sources.length === 0) return html
  out = out.replace(scriptPreload, (tag, href) => (sources.includes(href) ? '' : tag))
  const end = out.lastIndexOf('</body>')
  return end === -1 ? out + loader(sources) : out.slice(0, end) + loader(sources) + out.slice(end)
}
