"""How a two-seat board names a place when it says where an action starts and lands."""


def place(seat: int, zone: str, uid: int | None = None) -> dict:
    """A seat's zone, and the card in it when the action names one."""
    found = {"seat": seat, "zone": zone}
    if uid is not None:
        found["uid"] = uid
    return found
