package org.adjutant.gitm.forces;

import java.util.Locale;
import java.util.Optional;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Whether a REINFORCE order may be carried out (SoW 4.14; docs/rules/sow.md section 12), judged on what the orders
 * before it left ({@link BuildFunds}), at arrival and in the Orders phase alike. The chain of contact to a home city
 * depends on where the enemy stands, so only the Orders phase judges it ({@link Reinforcing}).
 */
public final class ReinforceRules {
    private ReinforceRules() {
    }

    /** Why {@code state} may not reinforce {@code unit} as {@code r} asks, if it may not. */
    public static Optional<String> problem(GitmState start, StrategicMap map, String state, Unit unit,
                                           OfficeOrder.Reinforce r, BuildFunds funds) {
        Polity p = start.state(state).orElseThrow(() -> new IllegalArgumentException("no state " + state));
        if (!unit.state().equals(state)) {
            return Optional.of(unit.id() + " is not a unit of " + state);
        }
        Optional<String> rule = Reinforcements.problem(unit, p.nation(), start.isReinforcementTurn(),
                BuildRules.occasions(start, TurnCalendar.Purpose.REINFORCE), r.men(), r.batteries());
        if (rule.isPresent()) {
            return rule;
        }
        int price = Reinforcements.price(unit.type(), r.men(), r.batteries());
        int left = funds.treasury(state);
        if (price > left) {
            return Optional.of(String.format(Locale.ROOT, "costs %,d Cr; %s has %,d Cr%s: %,d short (SoW 4.14)",
                    price, state, left, left < funds.opening(state) ? " after the orders above it" : "",
                    price - left));
        }
        if (r.men() > 0) {
            if (unit.type() == UnitType.MI) {
                Optional<City> home = BuildRules.cityOnMap(map, unit.homeCity());
                int pool = home.map(funds::militia).orElse(0);
                if (r.men() > pool) {
                    return Optional.of(String.format(Locale.ROOT, "%s's militia pool has %,d men; %s needs %,d"
                            + " (docs/rules/sow.md section 12)", unit.homeCity(), pool, unit.id(), r.men()));
                }
            } else if (r.men() > funds.pool(state)) {
                return Optional.of(String.format(Locale.ROOT, "needs %,d men; %s's manpower pool has %,d%s (SoW 3)",
                        r.men(), state, funds.pool(state), funds.drawn(state) ? " after the orders above it" : ""));
            }
        }
        return Optional.empty();
    }

    /** Counts an order judged good: its price and its men. */
    public static void count(StrategicMap map, String state, Unit unit, OfficeOrder.Reinforce r, BuildFunds funds) {
        funds.spend(state, LedgerLine.Kind.REINFORCEMENTS, r.normalForm(),
                Reinforcements.price(unit.type(), r.men(), r.batteries()));
        if (r.men() == 0) {
            return;
        }
        if (unit.type() == UnitType.MI) {
            BuildRules.cityOnMap(map, unit.homeCity()).ifPresent(c -> funds.drawMilitia(c, r.men()));
        } else {
            funds.draw(state, r.men());
        }
    }
}
