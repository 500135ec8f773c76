import { Header, Page, Prose } from '@handyq/web';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@handyq/domain';

function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Header title={title} back="/" />
      <Page>
        <Prose>{children}</Prose>
      </Page>
    </>
  );
}

export function About() {
  return (
    <StaticPage title="About">
      <p>
        I built HandyQ because a handstand is the one exercise where you cannot look at your phone. Your eyes
        belong on the floor between your hands, your attention belongs in your shoulders, and the moment you
        glance at a timer you fall out.
      </p>
      <p>
        So HandyQ talks. Every timer in the Coach Kit speaks its cues out loud: the get-ready count,
        &ldquo;Up&rdquo; and &ldquo;Down&rdquo; for entries, the name of the next shape, the halfway mark, the
        last ten seconds. You set it up once, put the phone against the wall, and practise.
      </p>
      <h2>What is in it</h2>
      <p>
        The <Link to={paths.coach}>Coach Kit</Link> has four timers: HoldOn for timed holds, EntryBuddy for
        counted entries, ShapeJam for shape sequences and DrillDJ for slides, floats and switches. The{' '}
        <Link to={paths.library}>Library Kit</Link> is where drills, tutorials and workouts live: keep your
        own privately, and publish the ones worth sharing after a review. The{' '}
        <Link to={paths.line}>Line Kit</Link> is coming: camera tools that show you your line.
      </p>
      <h2>Who it is for</h2>
      <p>
        People learning to stand on their hands, people who already can and want cleaner lines, and teachers
        who want their students to practise the right drills between classes.
      </p>
      <h2>Free software</h2>
      <p>
        HandyQ is free software under the MIT License, built with open-source packages. See the{' '}
        <Link to={paths.licenses}>licenses</Link> of everything it ships.
      </p>
    </StaticPage>
  );
}

export function Story() {
  return (
    <StaticPage title="Story">
      <p>
        HandyQ started on a yoga mat in a small living room. I was training a freestanding hold and kept a
        stopwatch app open on the floor. Every set went the same way: kick up, find balance, look down at the
        screen to see how long I had left, and lose the balance I had just found.
      </p>
      <p>
        I started recording my own voice counting seconds and playing it back. It was clumsy, but it worked:
        with my eyes free my holds got longer within a week. Then I wanted the recording to tell me which
        shape came next, how many entries were left, when to switch legs. A recording cannot do that. A
        program can.
      </p>
      <h2>From one timer to a kit</h2>
      <p>
        The first version was HoldOn, a hold timer that speaks. Friends from my handstand class asked for an
        entry counter, then a timer for tuck-straddle-pike sequences, then something for the slide and float
        drills our coach gave us. Each became a tool with its own settings, and favorites so a good session
        can be run again with one tap.
      </p>
      <p>
        Teachers in the class wanted to hand drills to students, not just timers, so the library followed:
        drills, tutorials and workouts that link straight into the timers. Everything in HandyQ exists because
        someone on a mat asked for it.
      </p>
    </StaticPage>
  );
}

export function Vision() {
  return (
    <StaticPage title="Vision">
      <p>
        I want HandyQ to be the practice partner that every hand balancer has in their pocket: one that knows
        what you are working on, tells you when to go up and when to come down, and never makes you look away
        from your hands.
      </p>
      <h2>Voice first</h2>
      <p>
        Cues you can hear are the core. Every new tool has to work with the phone face down on the floor, at
        arm&apos;s length, in a noisy gym.
      </p>
      <h2>A library built by teachers</h2>
      <p>
        The best drills live in the heads of good coaches. The library lets teachers publish what works,
        reviewed so that it stays trustworthy, and lets students run those drills straight from the timers.
      </p>
      <h2>Seeing your line</h2>
      <p>
        Next comes the Line Kit: your camera measuring how straight you are, so progress becomes something you
        can see, week after week, not only feel.
      </p>
    </StaticPage>
  );
}
