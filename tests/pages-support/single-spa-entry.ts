// The single-spa API for root configs on other pages, built as /elements/single-spa.js.
export { mountRootParcel, registerApplication, start, getAppStatus } from 'single-spa'
