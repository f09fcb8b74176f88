// The inline capture script, apart from attribution.ts: the layout renders it into every page's
// HTML, and the forms' bundles, which import attribution.ts, have no use for its source text.
import {
  attributionStorageKey,
  experimentMetaName,
  experimentStorageKey,
  utmKeys,
} from './attribution'
import { mobileAgent, tabletAgent } from './device-type'

/**
 * An inline script for the top of every page: on the first page of a visit (tab session) it keeps
 * attributionFrom(location, referrer, user agent) in sessionStorage, before any other script, so
 * a visitor who taps a link before React has hydrated (a slow phone, LINE's in-app browser) still
 * sends the campaign they landed from with a lead sent later from another page. On every page it
 * keeps the A/B variant the page is (its meta tag, in the head above), as visitExperiment() does.
 * Written as plain ES5 from the same keys, limits and patterns as attributionFrom(); a unit test
 * runs both on the same inputs.
 */
export const attributionCaptureScript =
  `(function(w,d,n){try{var s=w.sessionStorage,k=${JSON.stringify(
    attributionStorageKey,
  )},m=d.querySelector(${JSON.stringify(
    `meta[name="${experimentMetaName}"]`,
  )});if(m&&m.content)s.setItem(${JSON.stringify(experimentStorageKey)},m.content);if(s.getItem(k))return;var h=w.location.href,p;try{p=new URL(h).searchParams}catch(e){p=new URLSearchParams()}var a={};${JSON.stringify(
    utmKeys,
  )}.forEach(function(u){a[u]=(p.get(u)||"").trim().slice(0,200)});a.referrer=d.referrer.slice(0,2048);a.landing_page=h.slice(0,2048);var g=n.userAgent.toLowerCase();a.device_type=/${tabletAgent.source}/.test(g)?"tablet":/${mobileAgent.source}/.test(g)?"mobile":"desktop";s.setItem(k,JSON.stringify(a))}catch(e){}})(window,document,navigator)`.replace(
    /</g,
    '\\u003c',
  )
