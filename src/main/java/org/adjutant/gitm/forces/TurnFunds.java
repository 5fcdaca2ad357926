package org.adjutant.gitm.forces;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.economy.Exchequer;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * The funds at the deadline (docs/rules/sow.md section 18.5): the turn's exchequer, manpower book and board, as the
 * orders before have left them. Spending here is real: the ledger gets the line the treasury statement prints.
 */
final class TurnFunds implements BuildFunds {
    private final Exchequer exchequer;
    private final ManpowerBook manpower;
    private final Board board;
    private final PendingBuilds pending;
    private final Map<String, Integer> drawnMen = new TreeMap<>();

    TurnFunds(TurnContext turn) {
        this.exchequer = Exchequer.of(turn);
        this.manpower = ManpowerBook.of(turn);
        this.board = turn.board();
        this.pending = PendingBuilds.of(turn);
    }

    @Override
    public int opening(String state) {
        return exchequer.opening(state);
    }

    @Override
    public int treasury(String state) {
        return exchequer.balance(state);
    }

    @Override
    public int pool(String state) {
        return manpower.pool(state);
    }

    @Override
    public boolean drawn(String state) {
        return drawnMen.getOrDefault(state, 0) > 0;
    }

    @Override
    public int militia(City onMap) {
        return ManpowerBook.militia(board, onMap);
    }

    @Override
    public int raisedAt(City onMap) {
        return pending.raisedAt(onMap);
    }

    @Override
    public void spend(String state, LedgerLine.Kind kind, String label, int crowns) {
        exchequer.debit(state, kind, label, crowns);
    }

    @Override
    public void draw(String state, int men) {
        manpower.draw(state, men);
        drawnMen.merge(state, men, Integer::sum);
    }

    @Override
    public void drawMilitia(City onMap, int men) {
        ManpowerBook.drawMilitia(board, onMap, men);
    }

    @Override
    public void raise(City onMap, int units) {
        pending.raise(onMap, units);
    }
}
