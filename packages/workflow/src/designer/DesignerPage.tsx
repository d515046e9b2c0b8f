import { parseFormSchema } from '@wp/contract'
import { useLoaded, useQueryParam } from '@wp/ui'
import { App, Card, Empty, Spin } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { listForms, listListeners, listRoles, listUsers, readXml } from './api'
import { blankDiagram } from './blankDiagram'
import { DeployDialog } from './DeployDialog'
import { DesignerToolbar } from './DesignerToolbar'
import { processGraph } from './graph'
import type { DesignerCanvas } from './modeler'
import { PropertiesPanel, type Pickers } from './panel/PropertiesPanel'
import { ProblemList } from './ProblemList'
import { processWarnings, validateProcess, type DesignProblem } from './validate'

const EMPTY_PICKERS: Pickers = { users: [], roles: [], forms: [], listeners: [], variables: [] }

/** Loads each picker on its own, so one the caller may not read leaves the others working. */
function usePickers(): Pickers {
  const users = useLoaded(listUsers, EMPTY_PICKERS.users)
  const roles = useLoaded(listRoles, EMPTY_PICKERS.roles)
  const forms = useLoaded(listForms, EMPTY_PICKERS.forms)
  const listeners = useLoaded(listListeners, EMPTY_PICKERS.listeners)
  return useMemo(() => ({ ...EMPTY_PICKERS, users, roles, forms, listeners }), [users, roles, forms, listeners])
}

/** The canvas, created from the lazy modeler chunk once the container is in the page. */
function useCanvas(host: React.RefObject<HTMLDivElement | null>, deployId: string | undefined) {
  const [canvas, setCanvas] = useState<DesignerCanvas>()
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    let created: DesignerCanvas | undefined
    void (async () => {
      const { createDesignerCanvas } = await import('./modeler')
      if (!live || !host.current) return
      created = createDesignerCanvas(host.current)
      created.onChange(() => setVersion((v) => v + 1))
      const xml = deployId ? await readXml(deployId) : ''
      if (!live) return
      await created.importXml(xml || blankDiagram())
      setCanvas(created)
    })()
    return () => {
      live = false
      created?.destroy()
    }
  }, [host, deployId])
  return { canvas, version }
}

/** 流程设计 (component path flowable/definition/model; `?deployId=` opens a deployed version to edit). */
export default function DesignerPage({ deployId: deployIdProp }: { deployId?: string }) {
  const deployId = useQueryParam('deployId', deployIdProp)
  const host = useRef<HTMLDivElement>(null)
  const { canvas, version } = useCanvas(host, deployId)
  const basePickers = usePickers()
  const { message } = App.useApp()
  const [problems, setProblems] = useState<DesignProblem[] | null>(null)
  const [deploying, setDeploying] = useState(false)

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the canvas is changed in place (bpmn-js): `version` counts its changes, so the graph is read again at each
  const graph = useMemo(() => (canvas ? processGraph(canvas.definitions()) : undefined), [canvas, version])
  const pickers = useMemo<Pickers>(() => {
    const keys = new Set(graph?.nodes.map((n) => n.formKey).filter(Boolean))
    const variables = basePickers.forms
      .filter((f) => keys.has(String(f.formId)))
      .flatMap((f) => parseFormSchema(f.formContent)?.fields.map((x) => x.key) ?? [])
    return { ...basePickers, variables: [...new Set(variables)] }
  }, [basePickers, graph])

  // said while designing, as the diagram changes; deploying is still allowed
  const warnings = useMemo(() => processWarnings(graph), [graph])

  const check = useCallback(() => {
    const found = validateProcess(graph)
    setProblems(found)
    if (found.length) message.error(`流程校验未通过：共${found.length}个问题`)
    else message.success('流程校验通过')
    return found.length === 0
  }, [graph, message])

  const current = canvas?.current()
  return (
    <div data-testid="designer-page" style={{ padding: 12 }}>
      <DesignerToolbar
        canvas={canvas}
        version={version}
        onCheck={check}
        onDeploy={() => check() && setDeploying(true)}
      />
      {problems?.length ? <ProblemList problems={problems} onPick={(id) => canvas?.select(id)} /> : null}
      {warnings.length ? <ProblemList warning problems={warnings} onPick={(id) => canvas?.select(id)} /> : null}
      <div style={{ display: 'flex', gap: 12, marginTop: 8 }}>
        <Card styles={{ body: { padding: 0 } }} style={{ flex: 1, minWidth: 0 }}>
          <div ref={host} data-testid="designer-canvas" style={{ height: 'calc(100vh - 230px)', minHeight: 480 }} />
          {canvas ? null : <Spin style={{ position: 'absolute', top: '40%', left: '50%' }} />}
        </Card>
        <Card style={{ width: 360, flex: 'none', overflow: 'auto', maxHeight: 'calc(100vh - 190px)' }}>
          {canvas && current ? (
            <PropertiesPanel key={`${current.id}-${version}`} canvas={canvas} element={current} pickers={pickers} />
          ) : (
            <Empty description="加载中" />
          )}
        </Card>
      </div>
      {deploying && canvas ? <DeployDialog canvas={canvas} graph={graph} onClose={() => setDeploying(false)} /> : null}
    </div>
  )
}
