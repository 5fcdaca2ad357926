package org.adjutant.gitm.politics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderAt;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.ParsedBlock;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * The President of Mexico's shares of the state of Mexico's income (AMWOL 1.2; docs/rules/politics.md section 5),
 * judged apart from the rest of his block: an elected President gives them beside his own state's orders, and the
 * scenario's President may hold no ministry at all. The arrival check and the deadline ask the same questions.
 */
public final class Shares {
    private Shares() {
    }

    /** Whether a line is a SHARE order, well written or not: such lines are judged here. */
    public static boolean isShare(Line line) {
        String text = line.text().strip();
        int space = text.indexOf(' ');
        return (space < 0 ? text : text.substring(0, space)).toUpperCase(Locale.ROOT).equals("SHARE");
    }

    /** The verdict on a block's SHARE lines from the holder of {@code offices} (as this position reads them). */
    public static BlockVerdict check(GitmState state, Set<String> offices, List<Line> lines) {
        ParsedBlock<OfficeOrder> parsed = OrderParser.parseOfficeBlock(lines);
        List<Problem> problems = new ArrayList<>(parsed.problems());
        int total = 0;
        for (OrderAt<OfficeOrder> at : parsed.orders()) {
            OfficeOrder.Share share = (OfficeOrder.Share) at.order();
            total += share.percent();
            Optional<String> why = problem(state, offices, share, total);
            why.ifPresent(reason -> problems.add(new Problem(at.line(), reason)));
        }
        return problems.isEmpty() ? BlockVerdict.accepted(parsed.normalForm()) : BlockVerdict.rejected(problems);
    }

    /**
     * Why this share may not be given, {@code upTo} being the percent the block's shares come to with it; empty when
     * it may.
     */
    public static Optional<String> problem(GitmState state, Set<String> offices, OfficeOrder.Share share, int upTo) {
        Presidency p = state.politics().presidency();
        if (!p.exists()) {
            return Optional.of("this game has no President of Mexico to share an income (AMWOL 1.2)");
        }
        if (!offices.contains(p.office())) {
            return Optional.of("only the President of Mexico shares the income of " + p.state() + ", and the"
                    + " office is " + (p.isVacant() ? Presidents.vacancyWords(p) : "held by "
                    + Presidents.holderWords(state, p)) + " (AMWOL 1.2)");
        }
        if (!state.settings().rules().economy()) {
            return Optional.of("this game is played without Sinews of War (its game file sets rules: economy:"
                    + " false), so SHARE is not used (docs/rules/sow.md section 23.1)");
        }
        if (state.turn() == 0) {
            return Optional.of("the deployment turn earns no income to share: SHARE can be given from turn 1"
                    + " (docs/rules/sow.md section 22)");
        }
        Optional<Polity> to = Presidents.stateNamed(state, share.to()).flatMap(state::state);
        if (to.isEmpty()) {
            return Optional.of("there is no state " + share.to() + " in this game");
        }
        if (to.get().id().equals(p.state())) {
            return Optional.of(p.state() + " keeps what the President does not share: name another Mexican state");
        }
        if (to.get().nation() != Nation.MX) {
            return Optional.of(to.get().id() + " is not a Mexican state: the President shares the income of "
                    + p.state() + " among the Mexican states only, and the United States is at war with every one of"
                    + " them (AMWOL 1.2, RAR 1)");
        }
        if (upTo > 100) {
            return Optional.of("the block's shares come to " + upTo + "% with this one: the President shares at most"
                    + " all of what " + p.state() + " collects");
        }
        return Optional.empty();
    }

    /** The role slot that gives the President's orders: the scenario's seat, or the elected state's leader's. */
    public static Optional<String> presidentRole(GitmState state) {
        Presidency p = state.politics().presidency();
        return switch (p.tenure()) {
            case SEATED -> Optional.of(p.seat());
            case ELECTED -> Optional.of(Presidents.leaderRole(state, p.elected()));
            case VACANT -> Optional.empty();
        };
    }
}
