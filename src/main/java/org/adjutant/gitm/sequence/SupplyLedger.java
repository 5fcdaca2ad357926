package org.adjutant.gitm.sequence;

import java.util.EnumMap;
import java.util.Map;

/**
 * Every supply that enters or leaves the game in one turn, by cause (docs/rules/gitm-10-supply.md section 15). Supplies
 * are only moved inside the game (a draw, a SEND, a capture's kept half) or created and destroyed through here, so that
 * at the end of any turn: stores and wagons before + what came in = stores and wagons after + what went out. The soak
 * test checks that equation turn by turn.
 */
public final class SupplyLedger {
    /** Why supplies came into the game or left it. */
    public enum Flow {
        /** A city's production at the end of the turn (designed, section 11). */
        PRODUCED(true),
        /** Taken from the countryside and eaten at once (GITM 10.5). */
        REQUISITIONED(true),
        /** Bought (SoW 6). */
        PURCHASED(true),
        /** Carried by a unit newly raised (SoW 4). */
        ISSUED(true),
        /** Eaten (GITM 10.5, 10.7), requisitioned supplies included. */
        CONSUMED(false),
        /** Burnt or spoilt when a city changes hands (designed, section 6). */
        CAPTURE_SPOIL(false),
        /** Carried by units that surrendered (GITM 10.3) or were destroyed. */
        SURRENDERED(false),
        /** Carried by units destroyed (the high desert, GITM 1.2; combat). */
        DESTROYED(false),
        /** Lost on the way in a supply movement (GITM 10.6). */
        LOST_IN_TRANSIT(false),
        /** A corps HQ's wagons lost when it is driven off by the enemy (GITM 9.2). */
        HQ_LOST(false),
        /** Carried by a unit when it shatters and drops everything (GITM 12.2; combat design section 19.2). */
        SHATTERED(false),
        /** Carried by units merged away or disbanded (SoW 4.11, 4.15). */
        DISBANDED(false);

        private final boolean in;

        Flow(boolean in) {
            this.in = in;
        }

        /** Whether supplies of this cause come into the game (else they leave it). */
        public boolean in() {
            return in;
        }
    }

    private final Map<Flow, Integer> totals = new EnumMap<>(Flow.class);

    public void add(Flow flow, int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("a ledger entry is never negative: " + flow + " " + amount);
        }
        if (amount > 0) {
            totals.merge(flow, amount, Integer::sum);
        }
    }

    public int total(Flow flow) {
        return totals.getOrDefault(flow, 0);
    }

    /** What came in minus what went out this turn. */
    public int net() {
        int net = 0;
        for (var e : totals.entrySet()) {
            net += e.getKey().in() ? e.getValue() : -e.getValue();
        }
        return net;
    }

    /** The entries so far, by cause in declaration order, zero entries left out. */
    public Map<Flow, Integer> entries() {
        return Map.copyOf(totals);
    }
}
