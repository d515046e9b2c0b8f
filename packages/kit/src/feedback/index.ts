export { getFeedback, registerFeedback, type Feedback } from './feedback'
export { FeedbackBridge } from './FeedbackBridge'
