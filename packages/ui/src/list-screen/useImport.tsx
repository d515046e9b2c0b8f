import { UploadOutlined } from '@ant-design/icons'
import { permissionOf, type CrudApi, type ResourceDescription } from '@wp/kit'
import { useState, type ReactNode } from 'react'
import { ImportDialog } from '../import-dialog/ImportDialog'
import type { ExtraAction, ScreenContext } from './types'

/** The 导入 button of a list's toolbar, shown to holders of `perm`: it opens the screen's import dialog. */
export function importAction(perm: string, testId: string, open: () => void): ExtraAction {
  return { perm, label: '导入', icon: <UploadOutlined />, testId, onClick: open }
}

/**
 * 导入 of a described resource, where its description declares the import permission: a toolbar button for holders of
 * it (the toolbar hides it from others) before the screen's own, and the dialog beside the screen's own dialogs.
 */
export function useImport<Row>(
  resource: ResourceDescription,
  api: CrudApi<ResourceDescription>,
  name: string,
  toolbar?: (screen: ScreenContext<Row>) => readonly ExtraAction[],
  children?: (screen: ScreenContext<Row>) => ReactNode,
) {
  const [importing, setImporting] = useState(false)
  const perm = permissionOf(resource, 'import')
  const button: ExtraAction[] = perm ? [importAction(perm, `${name}-import`, () => setImporting(true))] : []
  return {
    toolbar: (screen: ScreenContext<Row>) => [...button, ...(toolbar?.(screen) ?? [])],
    children: (screen: ScreenContext<Row>) => (
      <>
        {perm && (
          <ImportDialog
            noun={resource.noun}
            open={importing}
            onClose={() => setImporting(false)}
            onImported={screen.reload}
            template={api.importTemplate}
            upload={api.importData}
            testId={`${name}-import`}
          />
        )}
        {children?.(screen)}
      </>
    ),
  }
}
