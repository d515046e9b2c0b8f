import { checkNewPassword, type InputOf, type USER } from '@wp/contract'
import type { UserEditor } from './api'

/** The dialog's values: the description's fields, and the roles and posts granted. */
export type UserForm = InputOf<typeof USER> & { roleIds?: number[]; postIds?: number[] }

/** The dialog's values for the user the editor answer holds (none when adding). */
export function userFormValues({ data, roleIds, postIds }: UserEditor): Partial<UserForm> | undefined {
  return data && { ...(data as Partial<UserForm>), roleIds: roleIds ?? [], postIds: postIds ?? [] }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** The import's result message as lines of plain text (the server separates rows with <br/> and escapes the rest). */
export function importMessageLines(message: string): string[] {
  return message
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]))
    .filter((line) => line.trim() !== '')
}

/** A password an administrator sets: the contract's rule for the configured `sys.account.chrtype`, as the server applies it. */
export const passwordCheck =
  (chrtype: string | null | undefined) =>
  (value: unknown): string | null =>
    typeof value === 'string' && value ? checkNewPassword(value, chrtype) : null
