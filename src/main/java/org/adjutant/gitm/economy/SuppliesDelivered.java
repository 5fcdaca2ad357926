package org.adjutant.gitm.economy;

import java.util.Optional;
import org.adjutant.gitm.event.PurchaseDelivered;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.supply.SupplyTurn;

/**
 * E3 (docs/rules/sow.md sections 14, 22): the supplies bought this turn reach their cities' stores at the end of the
 * turn, after every draw of the turn, so units draw them from the next turn on (GITM 10.7). A city another state took
 * during the turn receives nothing: the purchase is lost with it (as SoW 4.10 for builds). Each delivery enters the
 * supply ledger as {@link SupplyLedger.Flow#PURCHASED}, so the soak's balance of supplies still closes. Supplies
 * bought at an off-map port go into the port's store ({@link PortStores}), which is not on the map.
 */
public final class SuppliesDelivered implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        for (Purchases.Bought b : Purchases.Pending.of(turn).bought()) {
            if (board.start().port(b.city()).isPresent()) {
                // nothing takes an off-map port during a turn; its store is outside the map's supply picture
                PortStores.of(turn).deliver(b.city(), b.amount());
                turn.events().add(new PurchaseDelivered(phase, b.state(), b.city(), b.amount(), Optional.empty()));
                continue;
            }
            City city = board.map().cities().filter(c -> c.name().equals(b.city())).findFirst().orElseThrow();
            CityHolding now = board.holding(city);
            if (!now.state().equals(b.state())) {
                turn.events().add(new PurchaseDelivered(phase, b.state(), b.city(), b.amount(),
                        Optional.of(now.state())));
                continue;
            }
            board.putHolding(city, now.withSupplies(now.supplies() + b.amount()));
            SupplyTurn.of(turn).ledger().add(SupplyLedger.Flow.PURCHASED, b.amount());
            turn.events().add(new PurchaseDelivered(phase, b.state(), b.city(), b.amount(), Optional.empty()));
        }
    }
}
