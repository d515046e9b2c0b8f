import type { ModelField, PublishedModel } from '@wp/contract'
import { useEffect, useState } from 'react'
import { api } from '../shared/api'

export type RecordItem = Record<string, unknown> & { recordId: number; code: string }

/** A published model's definition and the fields its lists show (the list's own, else its first three). */
export function useRecordModel(modelId: number | undefined) {
  const [model, setModel] = useState<PublishedModel>()
  const [failed, setFailed] = useState<string>()
  useEffect(() => {
    setModel(undefined)
    if (modelId)
      api
        .recordModel(modelId)
        .then(setModel)
        .catch((e: Error) => setFailed(e.message))
  }, [modelId])
  const fields: ModelField[] = model
    ? (() => {
        const shown = model.definition.fieldList.filter((f) => f.listShow)
        return shown.length ? shown : model.definition.fieldList.slice(0, 3)
      })()
    : []
  return { model, fields, failed }
}

/** A record's one-line title: its code and the first shown field's value. */
export const recordTitle = (r: RecordItem, fields: readonly ModelField[]) => {
  const name = fields.map((f) => r[f.fieldCode]).find((v) => v !== undefined && v !== null && v !== '')
  return name === undefined ? r.code : `${r.code} ${String(name)}`
}
