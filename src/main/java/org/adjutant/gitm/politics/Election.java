package org.adjutant.gitm.politics;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.BallotsCounted;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.PresidencyChanged;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.ruleset.Visibility;

/**
 * The count of the ballots for the President of Mexico, last in the Orders phase (AMWOL 1.2; docs/rules/politics.md
 * section 4). Each elector's leader's VOTE of the turn replaces his standing ballot; then, with a President in office,
 * the majority's REMOVE ballots remove him, and with the office vacant, the majority's ballots for one state elect its
 * leader. Either outcome spends every ballot, so the next decision starts from none. One count a turn: a removal
 * leaves the office vacant at least until the next turn's count.
 */
public final class Election implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        Presidency before = start.politics().presidency();
        if (!before.exists() || turn.officeOrders().isEmpty()) {
            return;
        }
        Presidency cast = before;
        boolean anyCast = false;
        for (String elector : before.electors()) {
            String role = Presidents.leaderRole(start, elector);
            List<OfficeOrders.Given<OfficeOrder.Vote>> votes = OfficeOrders.of(turn, List.of(role),
                    OfficeOrder.Vote.class);
            if (votes.isEmpty()) {
                continue;
            }
            OfficeOrder.Vote vote = votes.get(votes.size() - 1).order();
            Optional<String> why = Presidents.ballotProblem(start, elector, vote);
            if (why.isPresent()) {
                // checked on this same position when it arrived; kept for a block queued against another one
                turn.events().add(new OrderNotCarriedOut(phase, elector, "the leader of " + elector,
                        vote.normalForm(), why.get(), Officers.of(elector)));
                continue;
            }
            cast = cast.withBallot(elector, Presidents.choice(start, vote));
            anyCast = true;
        }
        if (!anyCast) {
            return;
        }
        Presidency after = cast;
        String outcome = "no change: no choice has " + before.majority() + " ballots";
        if (!before.isVacant() && cast.count(Presidency.REMOVE) >= before.majority()) {
            after = cast.vacate();
            outcome = "the President is removed";
            turn.events().add(new PresidencyChanged(phase, before.state(), false,
                    Presidents.holderWords(start, before)));
        } else if (before.isVacant()) {
            for (String candidate : before.eligible()) {
                if (cast.count(candidate) >= before.majority()) {
                    after = cast.elect(candidate);
                    outcome = "the leader of " + candidate + " is elected";
                    turn.events().add(new PresidencyChanged(phase, before.state(), true,
                            Presidents.leaderWords(start, candidate)));
                    break;
                }
            }
        }
        turn.events().add(new BallotsCounted(phase, cast.ballots(), before.electors().size(), before.majority(),
                outcome, mexicanOfficers(start)));
        Presidency settled = after;
        turn.attachment(Settled.class, Settled::new).presidency = settled;
    }

    /** The War and Treasury Ministers of every Mexican state; the President reads his state's. */
    private static Visibility mexicanOfficers(GitmState start) {
        Set<String> offices = new TreeSet<>();
        for (Polity p : start.states().values()) {
            if (p.nation() == Nation.MX) {
                offices.addAll(Officers.of(p.id()).observers());
            }
        }
        return new Visibility(offices);
    }

    /** Keeps the count in the next position. */
    private static final class Settled implements PositionSettlement {
        private Presidency presidency;

        @Override
        public GitmState settle(GitmState next) {
            return next.withPolitics(next.politics().withPresidency(presidency));
        }
    }
}
