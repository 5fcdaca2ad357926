package org.adjutant.gitm.forces;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.economy.LedgerLine;

/**
 * What the RAISE and REINFORCE orders judged so far have left (docs/rules/sow.md sections 8.5-8.8, 12): the
 * treasury, the manpower pool, the cities' militia pools and the units raised in each city this turn. At arrival it
 * is a scratch copy of the start position for one block ({@link ArrivalFunds}); at the deadline, the turn's
 * exchequer, manpower book and board.
 */
public interface BuildFunds {
    /** The treasury at the start of the turn, before any order (SoW 4.5's test). */
    int opening(String state);

    /** The treasury now. */
    int treasury(String state);

    /** The manpower pool now. */
    int pool(String state);

    /** Whether orders above have drawn on the state's pool. */
    boolean drawn(String state);

    /** The men in a city's militia pool now. */
    int militia(City onMap);

    /** Units raised in a city this turn so far, by any state. */
    int raisedAt(City onMap);

    /** Pays {@code crowns}; at the deadline a ledger line of this kind and label. */
    void spend(String state, LedgerLine.Kind kind, String label, int crowns);

    void draw(String state, int men);

    void drawMilitia(City onMap, int men);

    void raise(City onMap, int units);
}
