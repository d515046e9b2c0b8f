import type { ResourceDescription } from '../resource/language'
import type { LedgerDraft } from './describe'

/** 草稿 (never published), 已发布, 有改动 (published, with a draft not yet published). */
export type LedgerState = 'draft' | 'published' | 'changed'

/** A ledger's definition as the administrator's screen lists and edits it. */
export interface LedgerDefinitionRow {
  ledgerId: number
  ledgerCode: string
  ledgerName: string
  state: LedgerState
  /** how many times it was published */
  version: number
  /** what the administrator is editing */
  draft: LedgerDraft
  /** the description the records are served by (the last published draft, completed), or null before the first */
  published: ResourceDescription | null
  /** the parent menu's key of its page (default 业务台账) */
  menuParent: string | null
  publishTime: string | null
  createTime: string | null
  remark: string | null
}
