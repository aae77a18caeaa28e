import StateCheck
print("statecheck")
