import { useState, type FormEvent } from 'react'

/** Asks once for the display token an administrator made for this wall (统计 → 显示令牌). */
export function TokenForm({ refused, onToken }: { refused: boolean; onToken: (token: string) => void }) {
  const [value, setValue] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (value.trim()) onToken(value.trim())
  }
  return (
    <form
      data-testid="screen-token-form"
      onSubmit={submit}
      style={{
        margin: '20vh auto 0',
        width: 480,
        padding: 32,
        background: 'rgba(10,40,90,0.6)',
        border: '1px solid rgba(64,158,255,0.45)',
        borderRadius: 8,
        color: '#e6f0ff',
        fontFamily: "'PingFang SC','Microsoft YaHei',sans-serif",
      }}
    >
      <h1 style={{ fontSize: 24, marginTop: 0 }}>综合工作平台 · 大屏</h1>
      {refused && (
        <p role="alert" data-testid="screen-token-refused" style={{ color: '#ff5b5b' }}>
          显示令牌无效或已吊销，请重新输入
        </p>
      )}
      <label htmlFor="screen-token" style={{ display: 'block', marginBottom: 8 }}>
        显示令牌
      </label>
      <input
        id="screen-token"
        data-testid="screen-token-input"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        style={{ width: '100%', boxSizing: 'border-box', padding: 8, fontSize: 16 }}
      />
      <button
        type="submit"
        data-testid="screen-token-submit"
        style={{ marginTop: 16, padding: '6px 24px', fontSize: 16 }}
      >
        进入大屏
      </button>
    </form>
  )
}
