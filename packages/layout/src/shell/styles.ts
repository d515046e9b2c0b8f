/** The layout's own rules (no CSS loader in the build: rendered once in a <style> element). */
export const LAYOUT_CSS = `
.wp-layout{position:relative;min-height:100vh;width:100%;display:flex;background:#f0f2f5}
.wp-sidebar{flex:none;width:210px;min-height:100vh;transition:width .28s;overflow:hidden;position:fixed;top:0;bottom:0;left:0;z-index:1001;display:flex;flex-direction:column}
.wp-sidebar.dark{background:#001529}
.wp-sidebar.light{background:#fff;box-shadow:2px 0 6px rgba(0,21,41,.12)}
.wp-sidebar.collapsed{width:54px}
.wp-sidebar .ant-menu{border-inline-end:none!important;flex:1;overflow-y:auto;overflow-x:hidden}
.wp-sidebar.collapsed .ant-menu-inline-collapsed{width:54px}
.wp-sidebar.collapsed .ant-menu-inline-collapsed>.ant-menu-item,.wp-sidebar.collapsed .ant-menu-inline-collapsed>.ant-menu-submenu>.ant-menu-submenu-title{padding-inline:calc(50% - 8px)!important}
.wp-logo{height:50px;line-height:50px;display:flex;align-items:center;gap:8px;padding:0 14px;white-space:nowrap;overflow:hidden;flex:none}
.wp-sidebar.dark .wp-logo{color:#fff}
.wp-sidebar.light .wp-logo{color:#333}
.wp-logo img{width:28px;height:28px}
.wp-logo-title{font-weight:600;font-size:15px}
.wp-menu-title{display:inline-block;max-width:100%;overflow:hidden;text-overflow:ellipsis;vertical-align:top}
.wp-main{flex:1;min-width:0;margin-left:210px;transition:margin-left .28s;display:flex;flex-direction:column;min-height:100vh}
.wp-layout.sidebar-collapsed .wp-main{margin-left:54px}
.wp-layout.no-sidebar .wp-main,.wp-layout.mobile .wp-main{margin-left:0}
.wp-layout.mobile .wp-sidebar{transition:transform .28s}
.wp-layout.mobile.sidebar-collapsed .wp-sidebar{transform:translateX(-210px);width:210px}
.wp-drawer-bg{background:#000;opacity:.3;position:fixed;inset:0;z-index:1000}
.wp-header{background:#fff;z-index:9}
.wp-header.fixed{position:sticky;top:0}
.wp-navbar{height:50px;display:flex;align-items:center;box-shadow:0 1px 4px rgba(0,21,41,.08);padding-right:8px;gap:4px}
.wp-hamburger{padding:0 15px;height:50px;display:flex;align-items:center;cursor:pointer;font-size:18px}
.wp-hamburger:hover,.wp-nav-icon:hover{background:rgba(0,0,0,.025)}
.wp-navbar-center{flex:1;min-width:0;overflow:hidden}
.wp-navbar-right{display:flex;align-items:center;gap:2px;height:100%}
.wp-nav-icon{height:50px;min-width:36px;padding:0 8px;display:inline-flex;align-items:center;justify-content:center;cursor:pointer;font-size:18px;color:#5a5e66;border:none;background:none}
.wp-user{display:inline-flex;align-items:center;gap:6px;cursor:pointer;padding:0 8px;height:50px}
.wp-user img,.wp-user .wp-avatar{width:32px;height:32px;border-radius:8px;object-fit:cover}
.wp-tags{height:34px;border-bottom:1px solid #d8dce5;box-shadow:0 1px 3px rgba(0,0,0,.12),0 0 3px rgba(0,0,0,.04);display:flex;align-items:center;gap:4px;padding:0 8px;overflow-x:auto;overflow-y:hidden;white-space:nowrap;background:#fff}
.wp-tag{display:inline-flex;align-items:center;gap:4px;height:26px;line-height:26px;border:1px solid #d8dce5;color:#495060;background:#fff;padding:0 8px;font-size:12px;cursor:pointer;user-select:none}
.wp-tag.active{color:#fff;background:var(--wp-primary,#1890ff);border-color:var(--wp-primary,#1890ff)}
.wp-tag.active::before{content:'';background:#fff;display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:2px}
.wp-tag-close{font-size:10px;border-radius:50%;padding:2px}
.wp-tag-close:hover{background:#b4bccc;color:#fff}
.wp-app-main{position:relative;flex:1;min-width:0;padding:0}
.wp-page-title{display:flex;align-items:baseline;gap:12px;padding:12px 20px 0;font-size:16px;font-weight:500;color:#303133}
.wp-page-remark{font-size:13px;font-weight:400;color:#606266}
.wp-view{padding:16px 20px}
.wp-view-loading{display:flex;justify-content:center;padding:48px 0}
.wp-theme-block{display:inline-flex;width:64px;height:44px;border-radius:4px;margin-right:12px;cursor:pointer;position:relative;border:2px solid transparent;overflow:hidden}
.wp-theme-block.selected{border-color:var(--wp-primary,#1890ff)}
.wp-theme-block .side{width:30%;height:100%}
.wp-theme-block .body{flex:1;background:#f0f2f5}
.wp-swatch{width:22px;height:22px;border-radius:4px;display:inline-block;margin:0 6px 6px 0;cursor:pointer;border:2px solid transparent;vertical-align:middle}
.wp-swatch.selected{border-color:#333}
.wp-setting-row{display:flex;align-items:center;justify-content:space-between;padding:10px 0}
.wp-setting-title{font-size:14px;font-weight:600;color:rgba(0,0,0,.85);margin:16px 0 10px}
.wp-search-select{width:210px}
.wp-search-pending{height:32px;padding:4px 11px;border:1px solid #d9d9d9;border-radius:6px;font:inherit}
`
