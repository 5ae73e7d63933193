import { COLLAPSIBLE_CLOSED, COLLAPSIBLE_KEY_ATTRIBUTE, COLLAPSIBLE_OPEN } from './collapsible-markup';

// The one script of `<head>` that runs before anything is painted (under the document's nonce; its
// text is constant, so a CSP hash would do as well). Whatever the visitor's device remembers must show
// on the first paint, not once the async client has loaded:
// - marks the document as having JavaScript (`data-fc-js`: controls only JavaScript can work are hidden
//   without it, see global-css.ts);
// - hides an announcement bar or service banner dismissed before (the keys come from `<html>`'s
//   attributes), so it does not flash and shift the page;
// - opens or closes each remembered collapsible section as the visitor left it (the key is on the
//   `<details>`, written by pages/ContentSection.tsx). The sections come later in the document, so a
//   MutationObserver sets each one as the parser inserts it: observers are told at the end of each
//   parsing task, before the browser next renders. It stops at DOMContentLoaded; client/collapsible.ts
//   stores each later change.
// About 0.6 KB, well inside the 15 KB of JavaScript allowed before the first paint.

const KEY = JSON.stringify(COLLAPSIBLE_KEY_ATTRIBUTE);
const REMEMBERED = JSON.stringify(`details[${COLLAPSIBLE_KEY_ATTRIBUTE}]`);
const OPEN = JSON.stringify(COLLAPSIBLE_OPEN);
const CLOSED = JSON.stringify(COLLAPSIBLE_CLOSED);

/** The script's text, to be written inside `<script nonce>` in `<head>`. */
export const PRE_PAINT_SCRIPT =
  'var r=document.documentElement;r.setAttribute("data-fc-js","");' +
  'try{["announcement","service-banner"].forEach(function(n){var k=r.getAttribute("data-fc-"+n+"-key");' +
  'if(k&&localStorage.getItem(k))r.setAttribute("data-fc-"+n+"-dismissed","")})}catch(e){}' +
  'try{var s=localStorage,w=new WeakSet,f=function(){' +
  `document.querySelectorAll(${REMEMBERED}).forEach(function(d){if(w.has(d))return;w.add(d);` +
  `var v=s.getItem(d.getAttribute(${KEY}));` +
  `if(v===${OPEN}||v===${CLOSED})d.open=v===${OPEN}})},` +
  'o=new MutationObserver(f);o.observe(r,{childList:true,subtree:true});' +
  'document.addEventListener("DOMContentLoaded",function(){f();o.disconnect()})}catch(e){}';
