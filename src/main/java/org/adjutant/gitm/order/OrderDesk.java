package org.adjutant.gitm.order;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * The whole check of one block as the ruleset's {@code check} needs it: parse, syntax and range checks, state checks,
 * and the verdict with the normal form to echo. All problems of the block are reported at once, capped.
 */
public final class OrderDesk {
    private OrderDesk() {
    }

    /**
     * A UNIT block for {@code unitId}. The accepted normal form includes the postures and line filled in on turns
     * with battles.
     */
    public static BlockVerdict checkUnitBlock(OrderContext ctx, String unitId, List<Line> body) {
        ProblemList problems = new ProblemList();
        ParsedBlock<UnitOrder> parsed = OrderParser.parseUnitBlock(body, problems);
        problems.addAll(StateChecks.checkUnit(parsed, unitId, ctx));
        if (problems.isEmpty() && parsed.orders().isEmpty()) {
            problems.add(0, "the block holds no orders; send at least one, or send none to keep the default orders");
        }
        if (!problems.isEmpty()) {
            return BlockVerdict.rejected(problems.toList());
        }
        Branch branch = ctx.unit(unitId).orElseThrow().branch();
        return BlockVerdict.accepted(DefaultOrders.complete(parsed.bare(), branch, ctx.turn()).stream()
                .map(GitmOrder::normalForm).toList());
    }

    /** Whether a line reads as a GITM order, of a unit or of an office (see {@code Ruleset.startsAnOrder}). */
    public static boolean startsAnOrder(String line) {
        return UnitGrammar.INSTANCE.startsOrder(line) || OfficeGrammar.INSTANCE.startsOrder(line);
    }

    /**
     * A PLAYER block from a holder of {@code offices} of {@code state}. A block with no orders of ours is accepted
     * empty: it may hold only the core's NEW PASSWORD and ASSIGN lines.
     */
    public static BlockVerdict checkOfficeBlock(OrderContext ctx, String state, Set<Office> offices,
                                                List<Line> body) {
        ProblemList problems = new ProblemList();
        ParsedBlock<OfficeOrder> parsed = OrderParser.parseOfficeBlock(body, problems);
        problems.addAll(StateChecks.checkOffice(parsed, state, offices, ctx));
        if (!problems.isEmpty()) {
            return BlockVerdict.rejected(problems.toList());
        }
        Optional<Projection> projected = ctx.project(state, parsed.bare());
        if (projected.isPresent() && !projected.get().problems().isEmpty()) {
            List<Problem> money = new java.util.ArrayList<>();
            projected.get().problems().forEach((i, why) -> money.add(new Problem(parsed.orders().get(i).line(), why)));
            return BlockVerdict.rejected(money);
        }
        return new BlockVerdict(parsed.normalForm(), List.of(),
                projected.map(Projection::notes).orElse(List.of()));
    }
}
