type IdleRunnerOptions = {
  /** Runs once asks have stopped for this long… */
  idleMs: number
  /** …or at the latest this long after the first unanswered ask, even under steady load. */
  maxDelayMs: number
  onError?: (error: unknown) => void
}

/**
 * Background work that should not compete with requests: `ask()` schedules `work` for when the
 * asks pause (a burst of leads is stored first, its notifications sent right after), with an upper
 * bound so a long burst still gets its work done. One run at a time; an ask during a run earns one
 * more run; a run that reports work left is followed by another unless asks resume.
 */
export function createIdleRunner(
  /** Resolves true when there is more to do: another run follows unless asks resume. */
  work: () => Promise<boolean | void>,
  { idleMs, maxDelayMs, onError = () => undefined }: IdleRunnerOptions,
): { ask: () => void; idle: () => Promise<void>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let firstAsk: number | undefined
  let running: Promise<void> | undefined
  let again = false

  const fire = () => {
    timer = undefined
    firstAsk = undefined
    if (running) {
      again = true
      return
    }
    let more = false
    running = (async () => {
      try {
        more = (await work()) === true
      } catch (error) {
        onError(error)
      }
    })().finally(() => {
      running = undefined
      // Asked during the run: wait for the next pause like any other ask. Work left and nobody
      // asking: go straight on (a new ask puts it back behind the requests).
      if (again) {
        again = false
        ask()
      } else if (more) {
        schedule(0)
      }
    })
  }

  function schedule(delayMs: number) {
    clearTimeout(timer)
    if (stopped) {
      timer = undefined
      return
    }
    timer = setTimeout(fire, delayMs)
    // Pending work must not keep a finished process (a script, a test) alive.
    timer.unref?.()
  }

  function ask() {
    const now = Date.now()
    firstAsk ??= now
    schedule(Math.max(0, Math.min(idleMs, firstAsk + maxDelayMs - now)))
  }

  return {
    ask,
    /** Nothing is scheduled any more (a run under way ends on its own): the process is stopping. */
    stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      firstAsk = undefined
    },
    /** Resolves when nothing is scheduled or running (for tests and shutdown). */
    async idle() {
      while (timer || running) {
        if (running) await running
        else await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
  }
}
