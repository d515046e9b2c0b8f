import type { FieldDescription, ResourceDescription } from './language'

/**
 * The types a description implies. `RowOf<typeof POST>` is a row as the server sends it (dates as text),
 * `InputOf<typeof POST>` the body of an add or edit, so `crudApi(POST)` and the server's handlers are typed from the
 * same fields.
 */

type Fields<R extends ResourceDescription> = R['fields'][number]
/** The fields rows carry: all but secrets (a password is only ever sent, never answered). */
type Shown<R extends ResourceDescription> = Exclude<Fields<R>, { readonly type: 'password' }>

/** The wire type of one field's value. */
export type ValueOf<F extends FieldDescription> = F['type'] extends
  'integer' | 'number' | 'money' | 'percent' | 'dept' | 'user'
  ? number
  : F['type'] extends 'boolean'
    ? boolean
    : F extends { readonly multiple: true }
      ? string
      : F extends { readonly options: readonly { readonly value: infer V extends string }[] }
        ? V
        : string

/** A field every row carries: the id, a required field, or one with a default. */
type Always<F, Id> = F extends { readonly key: Id }
  ? true
  : F extends { readonly required: true }
    ? true
    : F extends { readonly default: string | number | boolean }
      ? true
      : false

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** One row of the resource, as lists and details send it. */
export type RowOf<R extends ResourceDescription> = Simplify<
  {
    [F in Shown<R> as Always<F, R['id']> extends true ? F['key'] : never]: ValueOf<F>
  } & {
    [F in Shown<R> as Always<F, R['id']> extends true ? never : F['key']]?: ValueOf<F> | null
  }
>

/** The fields a body may carry: everything but the id and what the server sets. */
type Writable<R extends ResourceDescription> = Exclude<
  Fields<R>,
  { readonly readonly: true } | { readonly key: R['id'] }
>

/** A field a body must carry: required, with no default to fall back on. */
type Needed<F> = F extends { readonly required: true }
  ? F extends { readonly default: string | number | boolean }
    ? false
    : true
  : false

/** The body of an add (and, with the id, of an edit). */
export type InputOf<R extends ResourceDescription> = Simplify<
  {
    [F in Writable<R> as Needed<F> extends true ? F['key'] : never]: ValueOf<F>
  } & {
    [F in Writable<R> as Needed<F> extends true ? never : F['key']]?: ValueOf<F> | null
  }
>

/** The id's name and type: `{ postId: number }`. */
export type IdOf<R extends ResourceDescription> = { [K in R['id']]: number }

/** What a list may be asked for: its search fields (ranges as `params`), paging and sorting. */
export type QueryOf<R extends ResourceDescription> = Simplify<
  {
    [F in Fields<R> as F extends { readonly search: false } | { readonly search?: undefined } ? never : F['key']]?:
      ValueOf<F> | string | null
  } & {
    params?: Record<string, string | undefined>
    pageNum?: number
    pageSize?: number
    orderByColumn?: string
    isAsc?: 'ascending' | 'descending' | 'asc' | 'desc'
  }
>
