// antd-mobile's toast and dialog, loaded the first time a message is shown (they are not needed on a quiet screen).
export { default as Dialog } from 'antd-mobile/es/components/dialog'
export { default as Toast } from 'antd-mobile/es/components/toast'
