// antd's static feedback, apart so that it is loaded on demand (feedback.ts) and only these three come with it.
export { message, notification, Modal } from 'antd'
