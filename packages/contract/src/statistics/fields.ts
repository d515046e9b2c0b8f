/**
 * The language every statistics kind is described in. One description per kind (see `kinds.ts`) drives the
 * server's table columns and validation and the browser's entry form, register list and import template, so a
 * field is declared once for both sides.
 */

/** How a figure is typed in and stored. Money is 万元 (numeric(18,2)); percent is the percent value (85.32 = 85.32%). */
export type StatFieldType = 'money' | 'number' | 'integer' | 'percent' | 'text' | 'date' | 'dict'

/** D day (`2025-06-30`), M month (`2025-06`), H half year (`2025-H1`), Y year (`2025`); null = a register (台账). */
export type StatPeriodType = 'D' | 'M' | 'H' | 'Y'

export interface StatField {
  /** camelCase key in the row and the request body; the column is its snake_case form. */
  readonly key: string
  /** Chinese label, used in forms, columns, import headers and every validation message. */
  readonly label: string
  readonly type: StatFieldType
  /** 万元, %, 人, 个, 件, 项, 元/月 … */
  readonly unit?: string
  readonly required?: boolean
  /** Bounds for numbers (inclusive). */
  readonly min?: number
  readonly max?: number
  /** Decimal places allowed for numbers (money 2, percent 2, integer 0). */
  readonly precision?: number
  /** Longest text, in characters. */
  readonly maxLength?: number
  /** For `dict` fields: the dictionary type whose values are allowed (`sys_yes_no` for yes/no). */
  readonly dictType?: string
  /** A long text shown as a text area. */
  readonly multiline?: boolean
  /** Rich text (sanitised by the server before it is stored). */
  readonly richText?: boolean
  /** Personal data the server masks in every reply (`110***********1234`). */
  readonly masked?: 'idCard' | 'phone'
  /** A monthly flow figure (本月…): its year-to-date is the sum of the year's months. Others are stocks or already YTD. */
  readonly flow?: boolean
  /** Shown in the 统计报表 page and its export (the kind's key figures). */
  readonly report?: boolean
}

/** Rules across fields, checked by the server on save; the message names the fields by label. */
export type StatCheck =
  /**
   * A warning on save, not a refusal: the year-to-date figure `ytd` of a monthly form is at least what the same
   * organisation's figures of the year say so far — the previous month's `ytd`, and the year's `month` figures added
   * up to this month's. A figure below them is most likely a slip, but a correction of an earlier month is possible.
   */
  | { readonly rule: 'ytdCoversMonths'; readonly month: string; readonly ytd: string }
  /** The parts (其中…) add up to no more than the total. */
  | { readonly rule: 'sumAtMost'; readonly parts: readonly string[]; readonly total: string }
  /** The parts add up exactly to the total (±0.01). */
  | { readonly rule: 'sumEquals'; readonly parts: readonly string[]; readonly total: string }
  /** `field` is required when `when.field` holds one of `when.in`. */
  | {
      readonly rule: 'requiredWhen'
      readonly field: string
      readonly when: { readonly field: string; readonly in: readonly string[] }
    }

/** A figure computed on read, never stored: `numerator / denominator × scale`, or `minuend − subtrahend`. */
export type StatComputed =
  | {
      readonly key: string
      readonly label: string
      readonly unit?: string
      readonly ratio: readonly [numerator: string, denominator: string]
      readonly scale: number
    }
  | {
      readonly key: string
      readonly label: string
      readonly unit?: string
      readonly difference: readonly [minuend: string, subtrahend: string]
    }

/**
 * The three shapes of the design: A a periodic indicator form (one row per organisation and period), B a register
 * (one row per real-world thing), C a yearly summary per organisation.
 */
export type StatShape = 'A' | 'B' | 'C'

export interface StatKindDescription {
  /** camelCase key: `investment`, `fundDaily`, `patentDetail` … */
  readonly kind: string
  /** The spec's API suffix: `listInvestment`, `saveInvestment`. */
  readonly suffix: string
  readonly title: string
  /** The database table: `stat_investment`. */
  readonly table: string
  readonly shape: StatShape
  /** Period of shape A and C rows; null for registers. */
  readonly periodType: StatPeriodType | null
  readonly fields: readonly StatField[]
  readonly checks?: readonly StatCheck[]
  readonly computed?: readonly StatComputed[]
  /** Field that names a register row in lists and messages (`patentName`). */
  readonly titleField?: string
  /** Fields unique together with the organisation (registers), beside `(orgId, periodKey)` of periodic kinds. */
  readonly uniqueBy?: readonly string[]
  /** Fields unique across all organisations (a patent's application number). */
  readonly globallyUnique?: readonly string[]
  /** The big screens that read this kind. */
  readonly screens?: readonly ('bigscreen6' | 'bigscreen7')[]
}

/** snake_case column name of a camelCase key (`ytdTotal` → `ytd_total`, `age36to45` → `age36to45`). */
export function columnOf(key: string): string {
  return key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
}
