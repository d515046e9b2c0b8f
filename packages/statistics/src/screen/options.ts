// ECharts options from the screens' data shapes: one builder per chart form, so forty panels are data, not copies.
import type { ScreenNamedValue, ScreenSeries } from '@wp/contract'
import type { ChartOption } from './chartOption'
import { WALL } from './theme'

const PALETTE = ['#3fd0ff', '#36d399', '#ffb020', '#a78bfa', '#ff7a45', '#5b8ff9', '#f6bd16', '#e86452']
const AXIS_LABEL = { color: WALL.muted, fontSize: 14 }
const SPLIT_LINE = { lineStyle: { color: 'rgba(143,179,230,0.15)' } }
const LEGEND = { top: 0, textStyle: { color: WALL.text, fontSize: 14 } }

/**
 * Bars and lines over shared categories; a second y axis appears when the series use two units (万元 and %), each
 * series on the axis of its unit.
 */
export function seriesOption(data: ScreenSeries, options: { stacked?: boolean } = {}): ChartOption {
  const units = [...new Set(data.series.map((s) => s.unit))]
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { ...LEGEND, data: data.series.map((s) => s.name) },
    grid: { left: 56, right: units.length > 1 ? 56 : 16, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: data.categories, axisLabel: AXIS_LABEL },
    yAxis: units.map((unit) => ({
      type: 'value',
      name: unit,
      nameTextStyle: AXIS_LABEL,
      axisLabel: AXIS_LABEL,
      splitLine: SPLIT_LINE,
    })),
    series: data.series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.data,
      yAxisIndex: Math.max(0, units.indexOf(s.unit)),
      smooth: s.type === 'line',
      ...(options.stacked && s.type === 'bar' ? { stack: 'total' } : {}),
      ...(s.type === 'bar' ? { barMaxWidth: 24 } : {}),
    })),
  } as ChartOption
}

/**
 * How wide a ring's outside label may be before it wraps: a half panel (about 300 px at 1920×1080) leaves about this
 * much beside the ring, so a long name ("经营管理人才") goes on two lines instead of being cut to "经…".
 */
export const RING_LABEL_WIDTH = 60

/**
 * Shares of a whole as a ring, labels outside: a ring small enough to leave room for them beside it, each label
 * wrapped (never cut) within RING_LABEL_WIDTH, moved apart when they would overlap.
 */
export function ringOption(values: readonly ScreenNamedValue[], name = ''): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['34%', '54%'],
        avoidLabelOverlap: true,
        minShowLabelAngle: 0,
        data: values.map((v) => ({ name: v.name, value: v.value })),
        label: {
          color: WALL.text,
          fontSize: 13,
          lineHeight: 16,
          formatter: '{b}\n{d}%',
          width: RING_LABEL_WIDTH,
          overflow: 'break',
        },
        labelLine: { length: 6, length2: 6 },
        labelLayout: { moveOverlap: 'shiftY' },
      },
    ],
  } as ChartOption
}

/** A ranking as horizontal bars, the first value on top. */
export function rankingOption(values: readonly ScreenNamedValue[], unit = ''): ChartOption {
  const top = values.slice(0, 10)
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    grid: { left: 120, right: 48, top: 8, bottom: 8 },
    xAxis: { type: 'value', axisLabel: AXIS_LABEL, splitLine: SPLIT_LINE },
    yAxis: {
      type: 'category',
      inverse: true,
      data: top.map((v) => v.name),
      axisLabel: { ...AXIS_LABEL, width: 110, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        data: top.map((v) => v.value),
        barMaxWidth: 18,
        label: { show: true, position: 'right', color: WALL.text, formatter: `{c}${unit}` },
      },
    ],
  }
}

/** Named counts as vertical bars (a funnel read left to right, levels of a register). */
export function barsOption(values: readonly ScreenNamedValue[]): ChartOption {
  return seriesOption({
    categories: values.map((v) => v.name),
    series: [{ name: '数量', unit: '', type: 'bar', data: values.map((v) => v.value) }],
  })
}

/**
 * A percentage as a half-circle gauge sized to fit its box, wide, short or square (two side by side in a half panel): the arc
 * within the box's width and height, the value inside the arc, the name under its centre, and no tick numbers — the
 * arc and the value say it, and numbers at 0 and 100 are what the name and the value ran into.
 */
export function gaugeOption(value: number | null, name: string): ChartOption {
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 180,
        endAngle: 0,
        center: ['50%', '78%'],
        radius: '95%',
        progress: { show: true, width: 10 },
        axisLine: { lineStyle: { width: 10 } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        detail: {
          valueAnimation: true,
          formatter: '{value}%',
          color: WALL.text,
          fontSize: 20,
          offsetCenter: [0, '-28%'],
        },
        title: { color: WALL.muted, fontSize: 13, offsetCenter: [0, '16%'] },
        data: [{ value: value ?? 0, name }],
      },
    ],
  } as ChartOption
}
