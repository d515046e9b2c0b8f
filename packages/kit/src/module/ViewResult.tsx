import { Result, type ResultProps } from 'antd'

/**
 * antd Result for a face's "no such view" and "view failed" pages. Its own chunk (Result's illustrations are ~8 KB):
 * defineModule loads it only when one of those shows.
 */
export default function ViewResult(props: ResultProps) {
  return <Result {...props} />
}
