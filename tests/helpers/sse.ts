import { createParser, type EventSourceMessage } from 'eventsource-parser'

/** Parses a whole text/event-stream body into its events (data parsed as JSON). */
export function parseSse(body: string): Array<{ event: string; data: any }> {
  const events: Array<{ event: string; data: any }> = []
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      events.push({ event: message.event ?? 'message', data: JSON.parse(message.data) })
    },
  })
  parser.feed(body)
  return events
}
