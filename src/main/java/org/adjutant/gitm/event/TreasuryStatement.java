package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A state's money this turn (docs/rules/sow.md section 19.1): the opening balance, every line of its ledger (payments,
 * income by city, upkeep by unit) and the closing balance, which is its treasury in the next position. Only the
 * state's officers (and the moderator) read it.
 *
 * @param peaceTurn upkeep was charged at the peace and truce rate (SoW 5.3)
 */
public record TreasuryStatement(Phase when, String state, String name, int opening, List<LedgerLine> lines,
                                int closing, boolean peaceTurn) implements GitmEvent {
    public TreasuryStatement {
        lines = List.copyOf(lines);
        int sum = opening;
        for (LedgerLine l : lines) {
            sum += l.amount();
        }
        if (sum != closing || closing < 0) {
            throw new IllegalArgumentException(state + ": " + opening + " and the ledger make " + sum + ", not "
                    + closing);
        }
    }

    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "treasury-statement";
    }

    /** The sum of the lines of one kind (negative for money out). */
    public int total(LedgerLine.Kind kind) {
        return lines.stream().filter(l -> l.kind() == kind).mapToInt(LedgerLine::amount).sum();
    }

    /**
     * One line whose every term is a signed sum of the ledger, so that the opening balance and the terms add up to
     * the closing one (docs/rules/sow.md section 19.1): income and upkeep always, then whatever else moved money this
     * turn. Upkeep is what was paid; when the treasury could not pay it all, the sum due and the unpaid part follow in
     * brackets, not as terms.
     */
    @Override
    public String describe() {
        int due = total(LedgerLine.Kind.UPKEEP);
        int unpaid = total(LedgerLine.Kind.UNPAID);
        StringBuilder line = new StringBuilder("Treasury of ").append(name).append(" (").append(state).append("): ")
                .append(crowns(opening)).append(" Cr at the start of the turn, income ")
                .append(signed(total(LedgerLine.Kind.INCOME)));
        term(line, "not collected", total(LedgerLine.Kind.UNCOLLECTED));
        line.append(", upkeep ").append(signed(due + unpaid));
        if (unpaid > 0) {
            line.append(" (").append(crowns(-due)).append(" due, ").append(crowns(unpaid)).append(" of it unpaid)");
        }
        if (peaceTurn) {
            line.append(" (peace turn, SoW 5.3)");
        }
        term(line, "supplies bought", total(LedgerLine.Kind.PURCHASED));
        term(line, "fort works", total(LedgerLine.Kind.WORKS));
        term(line, "units raised", total(LedgerLine.Kind.BUILDS) + total(LedgerLine.Kind.BUILD_REFUNDS));
        term(line, "reinforcements", total(LedgerLine.Kind.REINFORCEMENTS));
        term(line, "paid", total(LedgerLine.Kind.PAID));
        term(line, "received", total(LedgerLine.Kind.RECEIVED));
        return line.append("; ").append(crowns(closing)).append(" Cr now.").toString();
    }

    private static void term(StringBuilder line, String what, int amount) {
        if (amount != 0) {
            line.append(", ").append(what).append(' ').append(signed(amount));
        }
    }

    /** "+338", "-266", "0": a term of the sum. */
    private static String signed(int amount) {
        return (amount > 0 ? "+" : "") + crowns(amount);
    }

    private static String crowns(int amount) {
        return String.format(java.util.Locale.ROOT, "%,d", amount);
    }
}
