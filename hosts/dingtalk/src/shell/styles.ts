/** The host's own few rules: full-height pages inside the safe areas, touch targets of at least 44 px, no sideways scroll,
 * colours dark enough for WCAG AA contrast (antd-mobile's default blue and greys are not). */
export const HOST_CSS = `
html:root { --adm-color-primary: #0958d9; --adm-color-weak: #595959; --adm-color-light: #6b6b6b; }
html, body { overflow-x: hidden; -webkit-text-size-adjust: 100%; background: #f5f5f5; }
#app { min-height: 100%; }
.h5-page { box-sizing: border-box; min-height: 100vh; max-width: 100vw;
  padding: env(safe-area-inset-top) env(safe-area-inset-right) 0 env(safe-area-inset-left); }
.h5-center { min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
  color: #666; padding: 24px; box-sizing: border-box; }
.h5-signin { padding-top: calc(env(safe-area-inset-top) + 48px); }
.h5-brand { text-align: center; font-size: 22px; font-weight: 600; margin: 0 0 24px; color: #0958d9; }
.h5-hint { margin: 0 16px 12px; color: #666; font-size: 14px; line-height: 1.6; }
.h5-error { margin: 12px 16px; color: #ff3141; font-size: 14px; }
.h5-retry { min-height: 44px; min-width: 120px; border: none; border-radius: 6px; background: #0958d9; color: #fff; font-size: 16px; }
.h5-secondary { margin-top: 8px; }
.h5-link { display: inline-block; margin-top: 16px; padding: 12px; color: #0958d9; font-size: 15px; }
.h5-captcha { height: 40px; cursor: pointer; }
.h5-shell { display: flex; flex-direction: column; height: 100vh; }
.h5-shell-body { flex: 1; overflow-y: auto; -webkit-overflow-scrolling: touch; }
.h5-shell-tabs { border-top: 1px solid #eee; background: #fff; padding-bottom: env(safe-area-inset-bottom); }
.h5-bar { position: relative; display: flex; align-items: center; justify-content: center; min-height: 45px;
  background: #fff; border-bottom: 1px solid #eee; }
.h5-bar h1 { margin: 0; font-size: 17px; font-weight: 500; }
.h5-bar-back { position: absolute; left: 0; top: 0; bottom: 0; min-width: 44px; border: none; background: none;
  font-size: 28px; color: #333; }
.adm-button, .adm-list-item, .adm-tab-bar-item, .adm-tabs-tab { min-height: 44px; }
`

/** Adds the rules once. */
export function applyHostStyles() {
  if (document.getElementById('h5-host-css')) return
  const style = document.createElement('style')
  style.id = 'h5-host-css'
  style.textContent = HOST_CSS
  document.head.appendChild(style)
}
