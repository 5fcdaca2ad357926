package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * The turn's money (docs/rules/sow.md section 23.1): every state's treasury as the turn's economic steps leave it,
 * with a ledger of every sum that came in or went out. A treasury never goes below zero: a debit larger than the
 * balance is a programming error, since every step checks what a state can pay first (section 1). The next position
 * gets the balances ({@link #settle}), so what the statement says and what the state holds cannot differ.
 */
public final class Exchequer implements PositionSettlement {
    private final SortedMap<String, Integer> opening = new TreeMap<>();
    private final SortedMap<String, Integer> balance = new TreeMap<>();
    private final Map<String, List<LedgerLine>> ledgers = new TreeMap<>();
    private final SortedMap<String, Integer> arrears = new TreeMap<>();

    public Exchequer(GitmState start) {
        for (Polity p : start.states().values()) {
            opening.put(p.id(), p.treasury());
            balance.put(p.id(), p.treasury());
            ledgers.put(p.id(), new ArrayList<>());
            arrears.put(p.id(), p.purse().arrears());
        }
    }

    /** The turns in a row a state has gone short with its troops' pay, this turn's upkeep counted once paid. */
    public int arrears(String state) {
        return require(arrears, state);
    }

    /** Records whether this turn's upkeep was paid in full (section 6): paid up clears the arrears. */
    public void arrearsAfterUpkeep(String state, boolean paidInFull) {
        arrears.put(state, paidInFull ? 0 : require(arrears, state) + 1);
    }

    /** The turn's exchequer, opened on the position the turn started from. */
    public static Exchequer of(TurnContext turn) {
        return turn.attachment(Exchequer.class, () -> new Exchequer(turn.board().start()));
    }

    /** The states, in id order. */
    public List<String> states() {
        return List.copyOf(opening.keySet());
    }

    public int opening(String state) {
        return require(opening, state);
    }

    public int balance(String state) {
        return require(balance, state);
    }

    public void credit(String state, LedgerLine.Kind kind, String label, int amount) {
        post(state, new LedgerLine(kind, label, amount));
    }

    /** Takes {@code amount} out; the caller has made sure the state has it. */
    public void debit(String state, LedgerLine.Kind kind, String label, int amount) {
        if (amount > balance(state)) {
            throw new IllegalStateException(state + " has " + balance(state) + " Cr and cannot pay " + amount
                    + " for " + label);
        }
        post(state, new LedgerLine(kind, label, -amount));
    }

    private void post(String state, LedgerLine line) {
        require(balance, state);
        balance.merge(state, line.amount(), Integer::sum);
        ledgers.get(state).add(line);
    }

    /** Every line of a state's ledger this turn, in the order posted. */
    public List<LedgerLine> ledger(String state) {
        require(balance, state);
        return Collections.unmodifiableList(ledgers.get(state));
    }

    /** The sum of a state's lines of one kind (negative for money out). */
    public int total(String state, LedgerLine.Kind kind) {
        int sum = 0;
        for (LedgerLine l : ledger(state)) {
            if (l.kind() == kind) {
                sum += l.amount();
            }
        }
        return sum;
    }

    @Override
    public GitmState settle(GitmState next) {
        GitmState result = next;
        for (var e : balance.entrySet()) {
            Polity p = result.states().get(e.getKey());
            if (p != null && p.treasury() != e.getValue()) {
                result = result.withState(p.withTreasury(e.getValue()));
            }
        }
        for (var e : arrears.entrySet()) {
            Polity p = result.states().get(e.getKey());
            if (p != null && p.purse().arrears() != e.getValue()) {
                result = result.withState(p.withPurse(p.purse().withArrears(e.getValue())));
            }
        }
        return result;
    }

    private static int require(Map<String, Integer> map, String state) {
        Integer v = map.get(state);
        if (v == null) {
            throw new IllegalArgumentException("no state " + state + " in this game");
        }
        return v;
    }
}
