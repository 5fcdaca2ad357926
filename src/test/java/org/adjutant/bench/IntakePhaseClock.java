package org.adjutant.bench;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.adjutant.intake.AckQueue;
import org.adjutant.intake.OwnerNotice;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.ScenarioException;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.ruleset.UnitOrders;

/**
 * Time spent inside the two seams the intake offers without touching production code: the ruleset's check of a
 * unit block (parse + check against the state) and the acknowledgement queue (FreeMarker render, MIME compose,
 * outbox insert). Two {@code nanoTime} calls per block or mail cost far less than a microsecond, well under the
 * noise of the figures they explain.
 */
final class IntakePhaseClock {
    private final AtomicLong checkNanos = new AtomicLong();
    private final AtomicLong checks = new AtomicLong();
    private final AtomicLong ackNanos = new AtomicLong();
    private final AtomicLong acks = new AtomicLong();

    void reset() {
        checkNanos.set(0);
        checks.set(0);
        ackNanos.set(0);
        acks.set(0);
    }

    long checkNanos() {
        return checkNanos.get();
    }

    long checks() {
        return checks.get();
    }

    long ackNanos() {
        return ackNanos.get();
    }

    long acks() {
        return acks.get();
    }

    /** Delegates everything; times the answers' rendering, composing and storing, on whichever thread they run. */
    AckQueue timed(AckQueue delegate) {
        return new AckQueue() {
            @Override
            public void queue(Connection c, Acknowledgement ack) throws java.sql.SQLException {
                long start = System.nanoTime();
                try {
                    delegate.queue(c, ack);
                } finally {
                    ackNanos.addAndGet(System.nanoTime() - start);
                    acks.incrementAndGet();
                }
            }

            @Override
            public Composed compose(Acknowledgement ack) {
                long start = System.nanoTime();
                Composed composed;
                try {
                    composed = delegate.compose(ack);
                } finally {
                    ackNanos.addAndGet(System.nanoTime() - start);
                    acks.incrementAndGet();
                }
                return c -> {
                    long stored = System.nanoTime();
                    try {
                        composed.store(c);
                    } finally {
                        ackNanos.addAndGet(System.nanoTime() - stored);
                    }
                };
            }

            @Override
            public void notice(Connection c, OwnerNotice notice, int heldBack) throws java.sql.SQLException {
                delegate.notice(c, notice, heldBack);
            }

            @Override
            public void mail(Connection c, String dedupKey, String gameId, String to, String subject,
                             java.util.List<String> lines) throws java.sql.SQLException {
                delegate.mail(c, dedupKey, gameId, to, subject, lines);
            }
        };
    }

    Ruleset timed(Ruleset delegate) {
        return new TimedRuleset(delegate);
    }

    /** Delegates everything; times {@link #check} only. */
    private final class TimedRuleset implements Ruleset {
        private final Ruleset delegate;

        TimedRuleset(Ruleset delegate) {
            this.delegate = delegate;
        }

        @Override
        public BlockVerdict check(GameState state, String unitId, List<Line> body) {
            long start = System.nanoTime();
            try {
                return delegate.check(state, unitId, body);
            } finally {
                checkNanos.addAndGet(System.nanoTime() - start);
                checks.incrementAndGet();
            }
        }

        @Override
        public String id() {
            return delegate.id();
        }

        @Override
        public String title() {
            return delegate.title();
        }

        @Override
        public Opening open(String scenarioText, String sourceName) throws ScenarioException {
            return delegate.open(scenarioText, sourceName);
        }

        @Override
        public GameState decode(String encoded) {
            return delegate.decode(encoded);
        }

        @Override
        public String encode(GameState state) {
            return delegate.encode(state);
        }

        @Override
        public List<UnitInfo> units(GameState state) {
            return delegate.units(state);
        }

        @Override
        public BlockVerdict checkOffice(GameState state, Set<String> offices, Set<String> commanded,
                                        List<Line> body) {
            return delegate.checkOffice(state, offices, commanded, body);
        }

        @Override
        public List<String> defaultOrders(GameState state, String unitId) {
            return delegate.defaultOrders(state, unitId);
        }

        @Override
        public boolean mayAssign(GameState state, Set<String> offices, Set<String> commanded, String unitId) {
            return delegate.mayAssign(state, offices, commanded, unitId);
        }

        @Override
        public TurnOutcome resolve(GameState state, int turn, Map<String, UnitOrders> orders,
                                   Map<String, List<String>> officeOrders, Dice dice) {
            return delegate.resolve(state, turn, orders, officeOrders, dice);
        }

        @Override
        public List<ReportDraft> reports(GameState before, int turn, TurnOutcome outcome, Recipient recipient) {
            return delegate.reports(before, turn, outcome, recipient);
        }
    }
}
