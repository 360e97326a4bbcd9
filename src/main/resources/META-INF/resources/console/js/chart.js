// The reliability chart, drawn as SVG: each bin's mean forecast risk against the rate observed in it, the
// diagonal being perfect calibration. Point areas follow the bins' counts.
import {h, s} from './dom.js';

const SIZE = 320;
const PAD = {left: 44, right: 12, top: 12, bottom: 40};
const W = SIZE - PAD.left - PAD.right;
const H = SIZE - PAD.top - PAD.bottom;
const x = (v) => PAD.left + v * W;
const y = (v) => PAD.top + (1 - v) * H;
const clamp = (v) => Math.max(0, Math.min(1, Number(v) || 0));
// Bin bounds as a person writes them: 0.3, not 0.30000000000000004.
const bound = (v) => String(Math.round(Number(v) * 1000) / 1000);

export function reliabilityChart(bins, testid = 'calibration-chart') {
  const used = (bins || []).filter((b) => b && b.count > 0 && typeof b.meanRisk === 'number' && typeof b.rate === 'number');
  const most = Math.max(1, ...used.map((b) => b.count));
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const label = used.length
    ? `Reliability: ${used.map((b) => `risk ${b.meanRisk.toFixed(2)} observed ${b.rate.toFixed(2)} (${b.count})`).join('; ')}`
    : 'Reliability: no bin has outcomes yet';
  return s('svg', {class: 'chart', viewBox: `0 0 ${SIZE} ${SIZE}`, role: 'img', 'aria-label': label, testid},
    ticks.map((t) => [
      s('line', {class: 'grid', x1: x(t), y1: y(0), x2: x(t), y2: y(1)}),
      s('line', {class: 'grid', x1: x(0), y1: y(t), x2: x(1), y2: y(t)}),
      s('text', {x: x(t), y: y(0) + 14, 'text-anchor': 'middle'}, String(t)),
      s('text', {x: x(0) - 6, y: y(t) + 3, 'text-anchor': 'end'}, String(t)),
    ]),
    s('line', {class: 'axis', x1: x(0), y1: y(0), x2: x(1), y2: y(0)}),
    s('line', {class: 'axis', x1: x(0), y1: y(0), x2: x(0), y2: y(1)}),
    s('line', {class: 'diagonal', testid: 'calibration-diagonal', x1: x(0), y1: y(0), x2: x(1), y2: y(1)}),
    used.length > 1 ? s('polyline', {class: 'curve', points: used.map((b) => `${x(clamp(b.meanRisk))},${y(clamp(b.rate))}`).join(' ')}) : null,
    used.map((b) => s('circle', {
      class: 'bin', testid: 'calibration-bin', cx: x(clamp(b.meanRisk)), cy: y(clamp(b.rate)),
      r: 3 + 6 * Math.sqrt(b.count / most),
    }, s('title', {}, `risk ${bound(b.from)}–${bound(b.to)}: ${b.count} outcomes, mean risk ${b.meanRisk.toFixed(3)}, observed ${b.rate.toFixed(3)}`))),
    s('text', {x: PAD.left + W / 2, y: SIZE - 6, 'text-anchor': 'middle'}, 'forecast risk (mean per bin)'),
    s('text', {x: 12, y: PAD.top + H / 2, 'text-anchor': 'middle', transform: `rotate(-90 12 ${PAD.top + H / 2})`}, 'observed rate'));
}

/** The bins as a table, for reading the figures behind the points. */
export function binTable(bins) {
  return h('table', {class: 'bins', testid: 'calibration-table'},
    h('thead', {}, h('tr', {}, ['risk bin', 'outcomes', 'mean risk', 'observed'].map((c) => h('th', {scope: 'col'}, c)))),
    h('tbody', {}, (bins || []).map((b) => h('tr', {},
      h('td', {}, `${bound(b.from)}–${bound(b.to)}`),
      h('td', {}, String(b.count)),
      h('td', {}, b.count > 0 && typeof b.meanRisk === 'number' ? b.meanRisk.toFixed(3) : '–'),
      h('td', {}, b.count > 0 && typeof b.rate === 'number' ? b.rate.toFixed(3) : '–')))));
}
