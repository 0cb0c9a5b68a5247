"""Steps shared by test_device.py and the tests that drive the same screen (not collected: no test_ prefix)."""

from __future__ import annotations

# Everything on the entry screen that would make a control unreadable or untappable: the page wider than
# the screen, a header control off the screen, a line of a player tab out of its tab or over the other
# line, a sun's number out of its chip, a stepper's button or count box out of its tile, a count box
# narrower than 40 px or too narrow for its number.
LAYOUT_PROBLEMS = """() => {
  const problems = [];
  const box = (el) => el.getBoundingClientRect();
  const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5
    && a.bottom <= b.bottom + 0.5;
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) {
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
  }
  for (const el of document.querySelectorAll('.bar button, .bar h1')) {
    if (el.offsetParent !== null && (box(el).left < 0 || box(el).right > width)) {
      problems.push(`header: ${el.id || el.textContent} is off the screen`);
    }
  }
  for (const tab of document.querySelectorAll('.tab')) {
    const lines = [...tab.querySelectorAll('.tab-name, .tab-sub')];
    lines.forEach((line, k) => {
      if (!inside(box(line), box(tab))) problems.push(`${tab.id}: ${line.className} out of its tab`);
      if (k && box(lines[k - 1]).bottom > box(line).top + 0.5) problems.push(`${tab.id}: its lines overlap`);
    });
    const sub = tab.querySelector('.tab-sub');
    if (sub && sub.scrollWidth > sub.clientWidth + 1) problems.push(`${tab.id}: "${sub.textContent}" is cut`);
  }
  for (const sun of document.querySelectorAll('.sun')) {
    if (!inside(box(sun.querySelector('.sun-n')), box(sun))) problems.push(`sun ${sun.dataset.sun}: its number is cut`);
  }
  for (const t of document.querySelectorAll('.tile')) {
    const name = t.dataset.field || t.dataset.colour;
    for (const part of t.querySelectorAll('.stepper > *')) {
      if (!inside(box(part), box(t))) problems.push(`${name}: ${part.className || part.tagName} out of its tile`);
    }
    const input = t.querySelector('.stepper input');
    if (box(input).width < 40) problems.push(`${name}: count box ${box(input).width} px wide`);
    if (input.scrollWidth > input.clientWidth) problems.push(`${name}: "${input.value}" is cut`);
  }
  return problems;
}"""


# A radio's target is its label (the input itself is hidden).
SMALL_TARGETS = """() => [...document.querySelectorAll('button, input, select, .choice label')]
    .filter(el => el.type !== 'radio' && el.offsetParent !== null && !el.closest('.error-summary'))
    .map(el => [el.id || el.className || el.textContent, el.getBoundingClientRect()])
    .filter(([, r]) => r.width < 44 || r.height < 44).map(([name]) => name)"""


# A control can be tapped where a finger lands on it: its centre is the control itself, not a neighbour.
COVERED = """(els) => els.map((el) => {
    el.scrollIntoView({block: 'center'});
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit === el || el.contains(hit) ? null : `${el.getAttribute('aria-label')} is under ${hit && hit.outerHTML.slice(0, 60)}`;
  }).filter(Boolean)"""


STICKY = """() => [...document.querySelectorAll('body *')]
    .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position))
    .map((el) => [el.id || el.className, el.getBoundingClientRect()])
    .filter(([, r]) => r.height > 0 && r.bottom > 0 && r.top < innerHeight)
    .map(([name, r]) => [name, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)])"""


# The first visit: the worker installs (it caches the form's files first), activates and takes the page.
CONTROLLED = """() => navigator.serviceWorker && (Boolean(navigator.serviceWorker.controller) || new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {once: true});
    setTimeout(() => resolve(false), 10000);
  }))"""
