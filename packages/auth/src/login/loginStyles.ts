/** The login page is drawn without antd so that it stays light (the login budget): its own small stylesheet. */
export const LOGIN_CSS = `
.wp-login{min-height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#1f4e8c 0%,#2d7dd2 55%,#5fb0f3 100%);font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif}
.wp-login-card{width:380px;max-width:calc(100vw - 32px);background:#fff;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.18);padding:32px 32px 24px}
.wp-login-title{margin:0 0 24px;text-align:center;font-size:22px;font-weight:600;color:#1f2d3d;letter-spacing:2px}
.wp-login-field{margin-bottom:18px}
.wp-login-field input[type=text],.wp-login-field input[type=password]{box-sizing:border-box;width:100%;height:40px;padding:0 12px;border:1px solid #d9d9d9;border-radius:6px;font-size:14px;outline:none;transition:border-color .2s,box-shadow .2s}
.wp-login-field input:focus{border-color:#1668dc;box-shadow:0 0 0 2px rgba(24,144,255,.2)}
.wp-login-field.invalid input{border-color:#ff4d4f}
.wp-login-field-error{color:#ff4d4f;font-size:12px;margin-top:4px;min-height:0}
.wp-login-captcha{display:flex;gap:10px;align-items:center}
.wp-login-captcha input{flex:1}
.wp-login-captcha img,.wp-login-captcha .wp-login-captcha-empty{width:120px;height:40px;cursor:pointer;border:1px solid #eee;border-radius:6px;flex:none;background:#fafafa}
.wp-login-row{display:flex;justify-content:space-between;align-items:center;margin:-4px 0 18px;font-size:14px;color:#606266}
.wp-login-row label{display:inline-flex;gap:6px;align-items:center;cursor:pointer}
.wp-login-submit{width:100%;height:40px;border:none;border-radius:6px;background:#1668dc;color:#fff;font-size:15px;letter-spacing:4px;cursor:pointer}
.wp-login-submit:disabled{opacity:.7;cursor:wait}
.wp-login-ding{display:block;margin-top:12px;text-align:center;color:#1668dc;font-size:14px;text-decoration:none}
.wp-login-error{background:#fff2f0;border:1px solid #ffccc7;color:#cf1322;border-radius:6px;padding:8px 12px;margin-bottom:16px;font-size:13px}
.wp-login-footer{margin-top:18px;text-align:center;color:#606266;font-size:12px}
.wp-login a{color:#1668dc;text-decoration:none}
`
