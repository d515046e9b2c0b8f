import { App, Button, Drawer, Select, Switch, Tooltip } from 'antd'
import { useSettings } from '@wp/kit'
import { IDLE_LOCK_CHOICES } from '../lock-screen/idleLock'

/** The family's predefined theme colours (default first). */
export const THEME_COLORS = ['#1890ff', '#409EFF', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']

export interface SettingsDrawerProps {
  open: boolean
  onClose: () => void
  /** After 重置配置 (default: reload the page). */
  onReset?: () => void
}

/**
 * 布局设置: theme style, theme colour, TopNav, tags view, fixed header, logo; 保存配置 or 重置配置. Its own chunk (antd
 * Drawer, Switch): Layout loads it when the drawer first opens.
 */
export default function SettingsDrawer({
  open,
  onClose,
  onReset = () => window.location.reload(),
}: SettingsDrawerProps) {
  const { message } = App.useApp()
  const s = useSettings()
  const switches = [
    { key: 'topNav', label: '开启 TopNav', testId: 'setting-top-nav' },
    { key: 'tagsView', label: '开启 Tags-Views', testId: 'setting-tags-view' },
    { key: 'fixedHeader', label: '固定 Header', testId: 'setting-fixed-header' },
    { key: 'sidebarLogo', label: '显示 Logo', testId: 'setting-sidebar-logo' },
  ] as const

  return (
    <Drawer open={open} onClose={onClose} size={300} title="布局设置" destroyOnHidden={false}>
      <div data-testid="settings-drawer">
        <div className="wp-setting-title">主题风格设置</div>
        <div>
          {(['theme-dark', 'theme-light'] as const).map((t) => (
            <Tooltip key={t} title={t === 'theme-dark' ? '暗色侧边栏' : '亮色侧边栏'}>
              <span
                role="radio"
                aria-checked={s.sideTheme === t}
                data-testid={t === 'theme-dark' ? 'setting-side-theme-dark' : 'setting-side-theme-light'}
                className={`wp-theme-block${s.sideTheme === t ? ' selected' : ''}`}
                onClick={() => s.update({ sideTheme: t })}
              >
                <span className="side" style={{ background: t === 'theme-dark' ? '#001529' : '#fff' }} />
                <span className="body" />
              </span>
            </Tooltip>
          ))}
        </div>

        <div className="wp-setting-title">主题颜色</div>
        <div>
          {THEME_COLORS.map((c) => (
            <span
              key={c}
              role="radio"
              aria-checked={s.theme.toLowerCase() === c.toLowerCase()}
              aria-label={c}
              data-testid="setting-theme-swatch"
              data-color={c}
              className={`wp-swatch${s.theme.toLowerCase() === c.toLowerCase() ? ' selected' : ''}`}
              style={{ background: c }}
              onClick={() => s.update({ theme: c })}
            />
          ))}
          <input
            type="color"
            aria-label="自定义主题颜色"
            data-testid="setting-theme-color"
            value={/^#[0-9a-f]{6}$/i.test(s.theme) ? s.theme : '#1890ff'}
            onChange={(e) => s.update({ theme: e.target.value })}
            style={{ verticalAlign: 'middle', width: 32, height: 26, padding: 0, border: 'none', background: 'none' }}
          />
        </div>

        <div className="wp-setting-title">系统布局配置</div>
        {switches.map((sw) => (
          <div className="wp-setting-row" key={sw.key}>
            <span>{sw.label}</span>
            <Switch
              data-testid={sw.testId}
              checked={s[sw.key]}
              onChange={(checked) => s.update({ [sw.key]: checked })}
            />
          </div>
        ))}

        <div className="wp-setting-row">
          <label htmlFor="wp-setting-lock-after">自动锁屏</label>
          {/* antd's Select like every other choice: the drawer is a chunk of its own, fetched when first opened */}
          <Select
            id="wp-setting-lock-after"
            data-testid="setting-lock-after"
            style={{ width: 150 }}
            value={s.lockAfterMinutes}
            onChange={(v: number) => s.update({ lockAfterMinutes: v })}
            options={IDLE_LOCK_CHOICES.map((m) => ({ value: m, label: m ? `${m} 分钟无操作` : '关闭' }))}
          />
        </div>

        <div style={{ display: 'flex', gap: 8, marginTop: 24 }}>
          <Button
            type="primary"
            data-testid="setting-save"
            onClick={() => {
              s.save()
              message.success('保存成功')
            }}
          >
            保存配置
          </Button>
          <Button
            data-testid="setting-reset"
            onClick={() => {
              s.reset()
              onReset()
            }}
          >
            重置配置
          </Button>
        </div>
      </div>
    </Drawer>
  )
}
