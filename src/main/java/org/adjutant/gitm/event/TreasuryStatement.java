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

    @Override
    public String describe() {
        String unpaid = total(LedgerLine.Kind.UNPAID) > 0 ? " (" + crowns(total(LedgerLine.Kind.UNPAID))
                + " of it unpaid)" : "";
        return "Treasury of " + name + " (" + state + "): " + crowns(opening) + " Cr at the start of the turn, income +"
                + crowns(total(LedgerLine.Kind.INCOME)) + ", upkeep " + crowns(total(LedgerLine.Kind.UPKEEP)) + unpaid
                + (peaceTurn ? " (peace turn, SoW 5.3)" : "") + payments() + "; " + crowns(closing) + " Cr now.";
    }

    private String payments() {
        int paid = total(LedgerLine.Kind.PAID);
        int received = total(LedgerLine.Kind.RECEIVED);
        int builds = total(LedgerLine.Kind.BUILDS) + total(LedgerLine.Kind.BUILD_REFUNDS);
        int recruits = total(LedgerLine.Kind.REINFORCEMENTS);
        return (recruits != 0 ? ", reinforcements " + crowns(recruits) : "")
                + (builds != 0 ? ", units raised " + crowns(builds) : "")
                + (paid != 0 ? ", paid " + crowns(paid) : "") + (received != 0 ? ", received +" + crowns(received) : "");
    }

    private static String crowns(int amount) {
        return String.format(java.util.Locale.ROOT, "%,d", amount);
    }
}
