print("primer-lab")
