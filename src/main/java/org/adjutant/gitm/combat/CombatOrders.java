package org.adjutant.gitm.combat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.order.DefensiveAttitude;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.unit.UnitType;

/**
 * The sections of a unit's orders a battle reads (GITM 6.4-6.6, 8.9): the line it asks for and its two attitudes,
 * from the normal-form lines the turn froze. What a block leaves out takes the defaults of GITM 6.9: the front line,
 * skirmish on attack and defence, militia attack and defend.
 */
public record CombatOrders(BattleLine line, OffensiveAttitude offensive, DefensiveAttitude defensive) {
    public static CombatOrders fromLines(List<String> lines, UnitType type) {
        boolean militia = type == UnitType.MI;
        BattleLine line = BattleLine.FIRST;
        OffensiveAttitude offensive = militia ? OffensiveAttitude.ATTACK : OffensiveAttitude.SKIRMISH;
        DefensiveAttitude defensive = militia ? DefensiveAttitude.DEFEND : DefensiveAttitude.SKIRMISH;
        for (String text : lines) {
            Optional<UnitOrder> parsed = OrderParser.parseUnitOrder(text);
            if (parsed.isEmpty()) {
                continue;
            }
            UnitOrder o = parsed.get();
            if (o instanceof UnitOrder.TakeLine t) {
                line = t.line();
            } else if (o instanceof UnitOrder.Offensive off) {
                offensive = off.attitude();
            } else if (o instanceof UnitOrder.Defensive def) {
                defensive = def.attitude();
            }
        }
        return new CombatOrders(line, offensive, defensive);
    }
}
