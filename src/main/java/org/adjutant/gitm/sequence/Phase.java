package org.adjutant.gitm.sequence;

/**
 * The phases of one GITM campaign turn in the order they run (GITM 5.2, with the designed Orders phase first): supply, strategic withdrawal, tactical 1-2,
 * strategic 1, tactical 3-4, strategic 2-6 and the final tactical phase, in which nobody fights. The end-of-turn
 * bookkeeping (GITM 3.2, 3.6, 3.7) follows as a phase of its own.
 */
public enum Phase {
    /**
     * The placement of the pre-game deployment turn (GITM 7.18), after its Orders phase ({@link #deploymentTurn()}); it
     * is not part of a campaign turn.
     */
    DEPLOYMENT(Kind.DEPLOYMENT, 0, "Deployment"),
    /**
     * The Orders phase, first of every turn, the deployment turn included (designed, docs/rules/gitm-10-supply.md
     * section 2, docs/rules/sow.md section 22): activations, merges and inactivations take effect before anybody eats
     * (GITM 3.5, 11.1).
     */
    ORDERS(Kind.ORDERS, 0, "Orders"),
    SUPPLY(Kind.SUPPLY, 0, "Supply phase"),
    STRATEGIC_WITHDRAWAL(Kind.WITHDRAWAL, 0, "Strategic withdrawal"),
    TACTICAL_1(Kind.TACTICAL, 1, "Tactical phase 1"),
    TACTICAL_2(Kind.TACTICAL, 2, "Tactical phase 2"),
    STRATEGIC_1(Kind.STRATEGIC, 1, "Strategic phase 1"),
    TACTICAL_3(Kind.TACTICAL, 3, "Tactical phase 3"),
    TACTICAL_4(Kind.TACTICAL, 4, "Tactical phase 4"),
    STRATEGIC_2(Kind.STRATEGIC, 2, "Strategic phase 2"),
    STRATEGIC_3(Kind.STRATEGIC, 3, "Strategic phase 3"),
    STRATEGIC_4(Kind.STRATEGIC, 4, "Strategic phase 4"),
    STRATEGIC_5(Kind.STRATEGIC, 5, "Strategic phase 5"),
    STRATEGIC_6(Kind.STRATEGIC, 6, "Strategic phase 6"),
    TACTICAL_5(Kind.TACTICAL, 5, "Final tactical phase"),
    END_OF_TURN(Kind.END, 0, "End of turn");

    /** What sort of phase it is; the engine picks the steps to run from this. */
    public enum Kind { DEPLOYMENT, ORDERS, SUPPLY, WITHDRAWAL, TACTICAL, STRATEGIC, END }

    /** How many strategic phases a turn has, and so how many boxes a path may fill (GITM 5.2, 7.6). */
    public static final int STRATEGIC_PHASES = 6;

    private final Kind kind;
    private final int number;
    private final String title;

    Phase(Kind kind, int number, String title) {
        this.kind = kind;
        this.number = number;
        this.title = title;
    }

    public Kind kind() {
        return kind;
    }

    /** The phase's number among phases of its kind (strategic 1-6, tactical 1-5); 0 for the others. */
    public int number() {
        return number;
    }

    /** As players know the phase, e.g. "Strategic phase 2". */
    public String title() {
        return title;
    }

    public boolean isStrategic() {
        return kind == Kind.STRATEGIC;
    }

    public boolean isTactical() {
        return kind == Kind.TACTICAL;
    }

    /** Combat follows tactical movement in tactical phases 1-4, never in the final one (GITM 5.2). */
    public boolean hasCombat() {
        return kind == Kind.TACTICAL && number <= 4;
    }

    /**
     * The phases of the pre-game deployment turn (GITM 7.18; docs/rules/sow.md section 22): the Orders phase first, so
     * that a minister may raise militia, buy, fortify, pay, merge and transfer before the armies are placed; then the
     * placement; then the end of the turn.
     */
    public static java.util.List<Phase> deploymentTurn() {
        return java.util.List.of(ORDERS, DEPLOYMENT, END_OF_TURN);
    }

    /** The phases of a campaign turn, in order (GITM 5.2): everything but {@link #DEPLOYMENT}. */
    public static java.util.List<Phase> campaignTurn() {
        return java.util.Arrays.stream(values()).filter(p -> p != DEPLOYMENT).toList();
    }

    /** The strategic phase with this number, 1-6. */
    public static Phase strategic(int n) {
        for (Phase p : values()) {
            if (p.kind == Kind.STRATEGIC && p.number == n) {
                return p;
            }
        }
        throw new IllegalArgumentException("strategic phases run 1-" + STRATEGIC_PHASES + ": " + n);
    }

    /** The tactical phase with this number, 1-5 (5 is the final one). */
    public static Phase tactical(int n) {
        for (Phase p : values()) {
            if (p.kind == Kind.TACTICAL && p.number == n) {
                return p;
            }
        }
        throw new IllegalArgumentException("tactical phases run 1-5: " + n);
    }

    @Override
    public String toString() {
        return title;
    }
}
