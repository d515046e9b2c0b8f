import type { GenFiles } from '@wp/contract'
import { useLoad } from '@wp/kit'
import { Empty, Spin, Tabs } from 'antd'
import type { HLJSApi } from 'highlight.js'
import { useMemo } from 'react'
import { languageOf, loadHighlighter } from './highlight'

/** One file, highlighted once the highlighter has loaded (plain text until then). */
function Code({ path, text, hljs }: { path: string; text: string; hljs?: HLJSApi }) {
  const html = useMemo(() => {
    const language = languageOf(path)
    return hljs && language ? hljs.highlight(text, { language }).value : undefined
  }, [hljs, path, text])
  return (
    <pre
      className="hljs"
      data-testid="gen-preview-code"
      style={{ margin: 0, padding: 12, maxHeight: 560, overflow: 'auto', fontSize: 12 }}
    >
      {html === undefined ? <code>{text}</code> : <code dangerouslySetInnerHTML={{ __html: html }} />}
    </pre>
  )
}

/**
 * Every generated file in a tab of its own (its path as the title), highlighted by highlight.js loaded on first show.
 * The markup highlight.js returns escapes the text it is given; nothing else is inserted as HTML.
 */
export function CodePreview({ files, loading, error }: { files?: GenFiles; loading?: boolean; error?: string }) {
  const hljs = useLoad(loadHighlighter).value
  const paths = Object.keys(files ?? {})
  return (
    <Spin spinning={!!loading}>
      {error ? (
        <Empty description={error} data-testid="gen-preview-error" />
      ) : paths.length ? (
        <Tabs
          size="small"
          data-testid="gen-preview"
          items={paths.map((path) => ({
            key: path,
            label: <span translate="no">{path.split('/').slice(-2).join('/')}</span>,
            children: (
              <>
                <div translate="no" style={{ color: '#888', fontSize: 12, marginBottom: 4 }}>
                  {path}
                </div>
                <Code path={path} text={files![path]} hljs={hljs} />
              </>
            ),
          }))}
        />
      ) : (
        <Empty description="暂无预览" />
      )}
    </Spin>
  )
}
