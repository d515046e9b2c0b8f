import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Input, type InputRef } from 'antd'
import { HttpError, useSession } from '@wp/kit'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { unlockWithPassword } from './lockStore'

export const LOCK_HINT = '系统已锁定，请输入密码解锁'
export const LOCK_EMPTY_PASSWORD = '请输入密码'

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']
const two = (n: number) => String(n).padStart(2, '0')

/** 14:05:09 and 2026年11月23日 星期一, as the family's lock screen shows them. */
export function lockClock(now: Date) {
  return {
    time: `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`,
    date: `${now.getFullYear()}年${now.getMonth() + 1}月${now.getDate()}日 ${WEEKDAYS[now.getDay()]}`,
  }
}

function useClock() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  return lockClock(now)
}

const LOCK_CSS = `
.wp-lock{position:fixed;inset:0;z-index:3000;display:flex;flex-direction:column;align-items:center;justify-content:center;
  background:linear-gradient(135deg,#0f0c29,#302b63,#24243e);color:#fff}
.wp-lock-time{font-size:72px;font-weight:200;letter-spacing:4px;font-variant-numeric:tabular-nums}
.wp-lock-date{font-size:15px;color:rgba(255,255,255,.75);margin-bottom:40px;letter-spacing:2px}
.wp-lock-card{width:360px;max-width:calc(100vw - 32px);padding:36px 40px;border-radius:20px;display:flex;
  flex-direction:column;align-items:center;gap:12px;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.15)}
.wp-lock-avatar{width:80px;height:80px;border-radius:50%;object-fit:cover;border:3px solid rgba(255,255,255,.3);
  display:flex;align-items:center;justify-content:center;font-size:36px;background:rgba(255,255,255,.12)}
.wp-lock-name{font-size:18px;font-weight:600}
.wp-lock-hint{font-size:13px;color:rgba(255,255,255,.75)}
.wp-lock-form{width:100%;display:flex;gap:8px}
.wp-lock-error{color:#ffb3b0;font-size:13px;text-align:center}
.wp-lock-relogin{color:rgba(255,255,255,.8);font-size:13px;background:none;border:none;cursor:pointer;text-decoration:underline}
`

export interface LockScreenProps {
  /** 退出重新登录: end the lock and sign out */
  onRelogin: () => void
}

/**
 * The full-screen lock view: clock, avatar, nick name, the password field and 解锁. A wrong password shows the
 * server's message and clears the field; the right one ends the lock in every tab.
 */
export default function LockScreen({ onRelogin }: LockScreenProps) {
  const user = useSession((s) => s.user)
  const { time, date } = useClock()
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const input = useRef<InputRef>(null)

  const unlock = async (e?: FormEvent) => {
    e?.preventDefault()
    if (busy) return
    if (!password) {
      setError(LOCK_EMPTY_PASSWORD)
      input.current?.focus()
      return
    }
    setBusy(true)
    setError('')
    try {
      await unlockWithPassword(password)
    } catch (err) {
      setError(err instanceof HttpError || err instanceof Error ? err.message : String(err))
      setPassword('')
      setBusy(false)
      input.current?.focus()
    }
  }

  return (
    <div className="wp-lock" data-testid="lock-screen" role="dialog" aria-modal="true" aria-label="屏幕已锁定">
      <style>{LOCK_CSS}</style>
      <div className="wp-lock-time" data-testid="lock-time">
        {time}
      </div>
      <div className="wp-lock-date">{date}</div>
      <div className="wp-lock-card">
        {user?.avatar ? (
          <img className="wp-lock-avatar" src={user.avatar} alt="" />
        ) : (
          <span className="wp-lock-avatar" aria-hidden>
            <UserOutlined />
          </span>
        )}
        <div className="wp-lock-name" data-testid="lock-name">
          {user?.nickName || user?.userName}
        </div>
        <div className="wp-lock-hint">{LOCK_HINT}</div>
        <form className="wp-lock-form" onSubmit={unlock}>
          <Input.Password
            ref={input}
            autoFocus
            autoComplete="current-password"
            aria-label="登录密码"
            placeholder="请输入登录密码"
            prefix={<LockOutlined />}
            maxLength={50}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="lock-password"
          />
          <Button type="primary" htmlType="submit" loading={busy} data-testid="lock-unlock">
            解锁
          </Button>
        </form>
        {error && (
          <div className="wp-lock-error" role="alert" data-testid="lock-error">
            {error}
          </div>
        )}
        <button type="button" className="wp-lock-relogin" data-testid="lock-relogin" onClick={onRelogin}>
          退出重新登录
        </button>
      </div>
    </div>
  )
}
