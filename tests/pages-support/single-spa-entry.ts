// The single-spa API of the parcel test page (a root config elsewhere brings its own), built as /tests/single-spa.js.
export { mountRootParcel, registerApplication, start, getAppStatus } from 'single-spa'
